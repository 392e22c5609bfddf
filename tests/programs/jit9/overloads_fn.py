import torch
from typing import List

@torch.jit._overload
def double(x: int) -> int:
    pass

@torch.jit._overload
def double(x: str) -> str:
    pass

def double(x):
    return x + x

@torch.jit.script
def use() -> List[str]:
    return [str(double(3)), double("ab")]

print(use())
