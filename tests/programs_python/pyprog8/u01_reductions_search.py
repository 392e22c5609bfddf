# Sorting, searching and reductions users rely on for metrics: sort/argsort (stable), unique, kthvalue,
# mode, median, cumulative ops, searchsorted, diff, nan-aware reductions.
import torch

x = torch.tensor([3, 1, 4, 1, 5, 9, 2, 6, 5, 3])
v, i = torch.sort(x, stable=True)
print(v, i)
print(torch.sort(x, descending=True, stable=True).indices)
print(torch.unique(x), torch.unique(x, return_inverse=True, return_counts=True))
print(torch.unique(torch.tensor([[1, 2], [1, 2], [3, 4]]), dim=0))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 2, 1])))
print(x.float().kthvalue(3), x.mode(), x.median(), x.float().quantile(0.25))
print(torch.cumsum(x, 0), torch.cumprod(torch.tensor([1.0, 2.0, 3.0]), 0), torch.cummax(x, 0).values)
print(torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([0, 3, 6, 8])), torch.searchsorted(torch.tensor([1, 3, 5]), 3, right=True))
print(torch.diff(x), torch.diff(x, n=2)[:3], x.argmax(), x.argmin(), x.max(0), torch.aminmax(x))
n = torch.tensor([1.0, float("nan"), 3.0])
print(n.nansum(), n.nanmean(), torch.nanmedian(n), torch.isnan(n).any(), torch.nan_to_num(n, nan=-1.0))
m = torch.arange(12.0).reshape(3, 4)
print(m.sum(dim=(0, 1)), m.mean(1, keepdim=True), m.std(0), m.var(1, unbiased=False), m.prod(1))
print(m.norm(), m.norm(p=1, dim=1), m.logsumexp(1).round(decimals=4), m.amax(0), m.all(), (m > 5).sum(1))
print(torch.count_nonzero(m), torch.bincount(torch.tensor([0, 2, 2, 5])), torch.histc(torch.tensor([1.0, 2.0, 1.0]), bins=4, min=0, max=3))
print(torch.topk(m, 2, dim=1, largest=False), torch.msort(torch.tensor([3, 1, 2])))
print(torch.clamp(x, 2, 5), x.clip(max=3), torch.where(x > 4), torch.isin(x, torch.tensor([1, 9])))
