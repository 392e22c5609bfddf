import torch
from typing import List


@torch.jit.script
def joins(xs: List[torch.Tensor]):
    return torch.cat(xs), torch.cat(xs, dim=0), torch.stack(xs), torch.stack(xs, 1), torch.hstack(xs), torch.vstack(xs)


@torch.jit.script
def mixed_dtypes(a: torch.Tensor, b: torch.Tensor):
    return torch.cat([a, b]), torch.cat((a, a)), torch.stack([a, b], dim=-1)


xs = [torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([5, 6])]
for r in joins(xs):
    print(r)
for r in mixed_dtypes(torch.tensor([1, 2]), torch.tensor([0.5, 1.5])):
    print(r, r.dtype)
print(mixed_dtypes.code)
