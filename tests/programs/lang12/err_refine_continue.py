import torch
from typing import Optional, List


@torch.jit.script
class Node:
    def __init__(self, v: int, nxt: Optional[List[int]]):
        self.v = v
        self.nxt = nxt

    def total(self) -> int:
        n = self.nxt
        if n is None:
            return self.v
        return self.v + sum(n)


@torch.jit.script
def first_present(xs: List[Optional[int]]) -> int:
    i = 0
    while i < len(xs):
        x = xs[i]
        if x is not None:
            return x
        i += 1
    return -1


@torch.jit.script
def unwrap_all(xs: List[Optional[str]]) -> List[str]:
    out: List[str] = []
    for x in xs:
        if x is None:
            continue
        out.append(x.upper())
    return out


@torch.jit.script
def refine_tensor(t: Optional[torch.Tensor], scale: Optional[float]) -> torch.Tensor:
    if t is None:
        t = torch.zeros(2)
    s = 1.0 if scale is None else scale
    return t * s


print(Node(3, [1, 2]).total(), Node(3, None).total())
print(first_present([None, None, 4, 5]), first_present([None]))
print(unwrap_all(["a", None, "b"]))
print(refine_tensor(None, None), refine_tensor(torch.ones(2), 3.0))
