import torch
from typing import List


@torch.jit.script
def chunks(x: torch.Tensor) -> List[torch.Tensor]:
    return x.chunk(3)


@torch.jit.script
def splits(x: torch.Tensor, sizes: List[int]):
    a = x.split(2)
    b = torch.split(x, sizes)
    c = x.split(sizes, dim=0)
    d = x.tensor_split(3)
    return len(a), b[0], c[-1], d[1]


@torch.jit.script
def unbinds(x: torch.Tensor):
    rows = x.unbind()
    cols = torch.unbind(x, dim=1)
    total = 0
    for r in rows:
        total += int(r.sum())
    return total, cols


x = torch.arange(7)
print(chunks(x))
print(splits(x, [3, 4]))
print(unbinds(torch.arange(6).reshape(2, 3)))
print(chunks(torch.arange(4)))
