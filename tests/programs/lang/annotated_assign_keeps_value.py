# `r: T = a` types the variable, not the value: .code and .graph keep `a`
# itself (no cast), and the return type is the declared one.
import torch
from typing import Union, Optional, List, Any
@torch.jit.script
def f(a: int):
    r: Union[int, str] = a
    return r
print(f.code)
print(f.graph)
print(f(3))
@torch.jit.script
def g(a: Union[int, str]):
    r: Union[int, str, float] = a
    return r
print(g.code)
print(g.graph)
@torch.jit.script
def h(a: Optional[int]):
    r: Optional[int] = a
    if r is not None:
        s: int = r
        return s
    return 0
print(h.code)
@torch.jit.script
def k(a: int):
    r: Optional[int] = a
    q: Any = a
    return r, q
print(k.code)

@torch.jit.script
def m(a: List[int]):
    r: Optional[List[int]] = a
    return r
print(m.code)
@torch.jit.script
def n(a: int):
    r: Union[int, str] = a
    r = "x"
    return r
print(n.code)
@torch.jit.script
def widen_then_branch(a: int, c: bool):
    r: Optional[int] = a
    if c:
        r = None
    return r
print(widen_then_branch.code)
print(widen_then_branch(2, False), widen_then_branch(2, True))
