import torch
from typing import List


@torch.jit.script
def rev_tensor(t: torch.Tensor) -> torch.Tensor:
    return t.flip(0)


print(rev_tensor(torch.tensor([1, 2, 3])))


@torch.jit.script
def rev(xs: List[int]) -> List[int]:
    out: List[int] = []
    for x in reversed(xs):
        out.append(x)
    return out


print(rev([1, 2]))
