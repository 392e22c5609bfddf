import torch
from typing import List

torch.manual_seed(0)

def fn(x: List[complex]):
    return sum(x)
print(torch.jit.script(fn)(torch.randn(4, dtype=torch.cdouble).tolist()))
