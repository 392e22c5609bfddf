import torch
from typing import List


@torch.jit.script
def reds(x: torch.Tensor):
    return (x.sum(dim=(0, 2)), x.mean(dim=[1], keepdim=True), x.prod(1), x.amax(dim=(1, 2)),
            x.std(dim=0, unbiased=False), x.var(1, keepdim=True), x.logsumexp(2), x.norm(2, dim=1),
            x.nansum(), x.count_nonzero(dim=2))


@torch.jit.script
def minmax(x: torch.Tensor):
    v, i = x.max(dim=1)
    a, b = torch.min(x, 0, keepdim=True)
    m = x.median(dim=1)
    k = torch.kthvalue(x, 2, dim=1)
    mm = torch.aminmax(x, dim=0)
    return v, i, a, b, m.values, m.indices, k[0], k[1], mm.min, mm.max


@torch.jit.script
def bools(x: torch.Tensor):
    b = x > 2
    return b.all(), b.any(dim=0), b.sum(), b.float().mean(), torch.all(b, 1, keepdim=True)


@torch.jit.script
def cums(x: torch.Tensor):
    return x.cumsum(0), x.cumprod(dim=1), torch.cummax(x, 1), torch.cummin(x, 0), torch.logcumsumexp(x, 1)


x = torch.arange(24.0).reshape(2, 3, 4) / 7
for r in reds(x):
    print(r)
y = torch.tensor([[3.0, 1.0, 2.0], [0.5, 5.0, -1.0]])
print(minmax(y))
print(bools(torch.tensor([[1, 3], [4, 0]])))
print(cums(y))
print(torch.tensor([1, 2, 3]).sum().dtype, torch.tensor([True, False]).sum().dtype, torch.tensor([1, 2], dtype=torch.int8).prod().dtype)
print(torch.tensor([1.0, float('nan'), 2.0]).nanmean(), torch.tensor([[1.0, float('nan')], [2.0, 3.0]]).nanmedian(dim=1))
