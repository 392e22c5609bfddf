import torch
from typing import List, Optional, Union, Dict

@torch.jit.script
def a(x: int) -> Optional[List[int]]:
    y: Optional[List[int]] = [1, x]
    return y
print(a.code)

@torch.jit.script
def b(x: int) -> Union[int, List[float]]:
    if x > 0:
        return [1.0]
    return x
print(b.code)

@torch.jit.script
def c(x: int) -> Union[int, Dict[str, int]]:
    if x > 0:
        return {"a": x}
    return x
print(c.code)

@torch.jit.script
def d(x: int) -> Optional[Dict[str, int]]:
    z: Optional[Dict[str, int]] = {"a": x}
    w: Optional[List[int]] = [i for i in range(x)]
    return z
print(d.code)
