import torch
from typing import Dict

def fn():
    d: Dict[int, str] = {i: chr(i + 65) for i in range(4)}
    return d
print(torch.jit.script(fn)())
