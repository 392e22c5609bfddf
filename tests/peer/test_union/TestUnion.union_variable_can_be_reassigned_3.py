import torch
from typing import Union

@torch.jit.script
def aux1(i: int):
    return int(i ** 2)

@torch.jit.script
def aux2(s: str):
    return s + s

def fn() -> Union[int, str]:
    x: Union[int, str] = 'foo'
    i: int = 1
    x = i
    y: int = aux1(x)
    z: str = aux2(str(y))
    x = z
    return x
print(torch.jit.script(fn)())
