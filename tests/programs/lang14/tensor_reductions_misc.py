import torch


@torch.jit.script
def reds(x: torch.Tensor):
    return x.all(), x.any(1), torch.count_nonzero(x), x.cumsum(0), x.cumprod(1), x.logsumexp(1), x.std(), x.var(0, unbiased=False), x.norm(), x.median(), x.mode(1)


x = torch.tensor([[1.0, 2.0, 0.0], [4.0, 4.0, 1.0]])
for r in reds(x):
    if isinstance(r, torch.Tensor) and r.is_floating_point():
        print(torch.round(r, decimals=4))
    else:
        print(r)
