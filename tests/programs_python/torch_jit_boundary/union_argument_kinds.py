# Arguments for Union parameters keep their own type: PyTorch checks the
# value's type is a member, it never converts int to float to fit.
import torch
from typing import List, Union, Optional
@torch.jit.script
def fn(x: Union[float, str]) -> str:
    return str(x)
for v in [1.5, "a", 2, True]:
    try:
        print(fn(v))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
@torch.jit.script
def g(x: Union[int, float, bool, complex]) -> str:
    if isinstance(x, bool): return "bool"
    if isinstance(x, int): return "int"
    if isinstance(x, float): return "float"
    return "complex"
for v in [1.5, 2, True, 1j]:
    print(g(v))
@torch.jit.script
def h(x: Union[torch.Tensor, int]) -> str:
    return "t" if isinstance(x, torch.Tensor) else "i"
print(h(3), h(torch.ones(1)))
