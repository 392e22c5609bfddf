import torch
from typing import List


@torch.jit.script
def f(xs: List[torch.Tensor]):
    t = xs[1]
    return len(xs), torch.stack(xs).sum(0), [x.sum().item() for x in xs], torch.cat(xs[::-1])


print(f([torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]))
