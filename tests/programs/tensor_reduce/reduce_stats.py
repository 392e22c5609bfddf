import torch


@torch.jit.script
def stats(x: torch.Tensor):
    return (x.sum(), x.sum(0), x.mean(1, keepdim=True), x.var(), x.var(0, unbiased=False),
            x.std(1), torch.std_mean(x, 0), torch.var_mean(x, 1, unbiased=True), x.prod(1), x.amax(0), x.amin(1))


@torch.jit.script
def robust(x: torch.Tensor):
    return (x.median(), x.median(1), x.nanmedian(), torch.quantile(x, 0.25), torch.quantile(x, torch.tensor([0.1, 0.5, 0.9]), dim=1),
            torch.quantile(x, 0.5, interpolation="lower"), torch.quantile(x, 0.4, dim=0, keepdim=True, interpolation="midpoint"),
            x.mode(1), torch.logsumexp(x, 1), torch.aminmax(x), torch.aminmax(x, dim=0))


@torch.jit.script
def cumul(x: torch.Tensor):
    return x.cumsum(1), x.cumprod(0), x.cummax(1), torch.cummin(x, 0), torch.logcumsumexp(x, 1)


x = torch.tensor([[3.0, 1.0, 2.0, 1.0], [0.5, 4.0, 4.0, -2.0], [1.0, 1.0, 9.0, 0.0]])
for t in stats(x):
    print(t)
for t in robust(x):
    print(t)
for t in cumul(x):
    print(t)
i = torch.tensor([[1, 2, 2], [3, 3, 1]])
print(i.sum(), i.sum(1).dtype, i.prod(), i.cumsum(0), i.mode(), i.median(), torch.sum(i, dtype=torch.float64))
print(torch.tensor([True, False, True]).sum(), torch.tensor([1, 2], dtype=torch.int8).sum().dtype, torch.tensor([1, 2], dtype=torch.uint8).cumsum(0).dtype)
print(torch.nansum(torch.tensor([1.0, float('nan'), 2.0])), torch.nanmean(torch.tensor([1.0, float('nan'), 2.0])))
print(torch.tensor([]).sum(), torch.tensor([]).mean(), torch.tensor([]).prod(), torch.zeros(0, 3).sum(0), torch.zeros(0, 3).amax(1))
print(x.norm(), x.norm(p=1, dim=1), x.norm(dim=0, p=float('inf')), torch.count_nonzero(x, 0), x.all(), x.any(1))
print(x.max(), x.max(1), x.argmax(), x.argmin(0), torch.max(x, x.t()[:3, :].t().contiguous()) if False else x.min(0, keepdim=True))
