import torch
from typing import Dict

def fn(a: Dict[complex, complex], key: complex) -> complex:
    return a[key]
input = {2 + 3j: 2 - 3j, -4.3 - 2j: 3j}
print(torch.jit.script(fn)(input, -4.3 - 2j))
