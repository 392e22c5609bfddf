import torch
from typing import List


@torch.jit.script
def info(x: torch.Tensor):
    s: List[int] = x.size()
    return s, x.size(0), x.size(-1), x.dim(), x.numel(), x.ndim, x.shape, len(x), x.is_contiguous()


@torch.jit.script
def reshape_by_size(x: torch.Tensor, y: torch.Tensor):
    z = x.view(y.size())
    n = 1
    for d in z.shape:
        n *= d
    return z.stride(), n, z.t().is_contiguous(), z.stride(1)


x = torch.zeros(2, 3, 4)
print(info(x))
print(reshape_by_size(torch.arange(6), torch.zeros(3, 2)))
print(info.code)
