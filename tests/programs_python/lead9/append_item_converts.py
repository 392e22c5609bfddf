# A Scalar (`t.item()`) appended to a List[float] / List[int] converts
# through aten::Float / aten::Int, and the list keeps its type.
from typing import List

import torch


@torch.jit.script
def sums(xs: List[torch.Tensor]) -> List[float]:
    out: List[float] = []
    for t in xs:
        out.append(t.sum().item())
    return out


@torch.jit.script
def counts(xs: List[torch.Tensor]) -> List[int]:
    out: List[int] = [0]
    for t in xs:
        out.append((t > 0).sum().item())
    return out


print(sums([torch.ones(2), torch.arange(4.0)]), counts([torch.tensor([1, -1, 2])]))
for fn in (sums, counts):
    ops = [line.split(" # ")[0].split(" = ") for line in str(fn.graph).splitlines() if " = aten::" in line]
    print([(lhs.split(" : ")[1], rhs.split("(")[0]) for lhs, rhs in ops if rhs.startswith(("aten::append", "aten::Float", "aten::Int"))])
