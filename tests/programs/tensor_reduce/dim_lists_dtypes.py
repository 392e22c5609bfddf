import torch
from typing import List

torch.manual_seed(0)
x = torch.arange(24.0).reshape(2, 3, 4)


@torch.jit.script
def red(x: torch.Tensor, dims: List[int]):
    return (x.sum(dims), x.sum(dims, keepdim=True).shape, x.mean(dims), x.amax(dims), x.amin(dims, True),
            x.std(dims), x.var(dims, unbiased=False), x.prod(1), x.logsumexp(dims))


for dims in [[0], [1, 2], [-1, 0], [0, 1, 2]]:
    r = red(x, dims)
    print([t.round(decimals=3) if t.is_floating_point() else t for t in r if isinstance(t, torch.Tensor)], r[1])
i = torch.arange(12).reshape(3, 4)
print(i.sum(), i.sum(dtype=torch.float32), i.sum(1, dtype=torch.int32), i.prod(0), i.float().mean(1))
print(i.cumsum(1), i.cumsum(0, dtype=torch.float64), i.cumprod(1))
print(torch.tensor([True, True, False]).sum(), torch.tensor([1, 2], dtype=torch.uint8).sum().dtype,
      torch.tensor([1, 2], dtype=torch.int8).cumsum(0).dtype, torch.tensor([1.0], dtype=torch.half).sum().dtype)
v, ix = x.max(1)
print(v, ix)
print(x.min(-1, keepdim=True))
print(x.argmax(), x.argmin(2), x.argmax(1, keepdim=True).shape)
print(torch.cummax(torch.tensor([1, 3, 2, 5, 4]), 0))
print(torch.cummin(torch.tensor([[5.0, 3.0, 4.0], [1.0, 2.0, 0.0]]), 1))
print(torch.logcumsumexp(torch.tensor([0.0, 1.0, 2.0]), 0))
print(x.norm(), x.norm(dim=1).round(decimals=4), x.norm(p=1, dim=(0, 2)))
print(torch.median(torch.tensor([3.0, 1.0, 2.0, 4.0])), torch.tensor([[3, 1], [2, 4]]).median(0))
print(torch.nanmedian(torch.tensor([1.0, float("nan"), 3.0])), torch.nansum(torch.tensor([1.0, float("nan")])))
print(torch.nanmean(torch.tensor([[1.0, float("nan")], [2.0, 4.0]]), 1))
print(torch.mode(torch.tensor([1, 2, 2, 3, 3, 3, 1])), torch.tensor([[1.0, 2.0], [3.0, 4.0]]).all(), torch.tensor([0, 1]).any())
print(torch.all(torch.tensor([[True, False], [True, True]]), 1), torch.any(torch.zeros(2, 0), 1))
print(torch.count_nonzero(i % 3 == 0), torch.count_nonzero(i, dim=0))
print(torch.std_mean(x, dim=1), torch.var_mean(x, 0, unbiased=False))
print(torch.aminmax(torch.tensor([3, -1, 7])), torch.aminmax(x, dim=0).max.shape)
print(torch.zeros(0).sum(), torch.zeros(0).prod(), torch.zeros(0, 3).mean(0), torch.zeros(2, 0).amax(0))
try:
    torch.zeros(0).max()
except RuntimeError as e:
    print(e)
try:
    torch.zeros(2, 0).amax(1)
except (RuntimeError, IndexError) as e:
    print(e)
print(torch.tensor([1, 2, 3]).float().quantile(torch.tensor([0.25, 0.5])), torch.tensor([[1.0, 2.0], [4.0, 8.0]]).quantile(0.5, dim=1, keepdim=True))
print(torch.tensor([[1.0, 5.0], [3.0, 2.0]]).max(), torch.maximum(torch.tensor([1, 5]), torch.tensor([3, 2])))
