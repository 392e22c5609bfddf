import torch
from typing import List

def fn(a: List[complex], idx: int):
    return a[idx]
input = [1j, 2, 3 + 4j, -5, -7j]
print(torch.jit.script(fn)(input, 2))
