import torch


@torch.jit.script
def f(x: torch.Tensor):
    return (x.sum([0, 2]), x.sum((0, 1), keepdim=True).shape, x.mean(-1), x.amax([1, 2]), x.amin(0, keepdim=True).shape,
            x.std(1), x.var([0, 1], unbiased=False), x.max(1), x.argmax(), x.argmin(2), x.logsumexp(1).shape,
            torch.prod(x, 2), x.norm(), x.cumsum(1)[0], x.any(), x.all())


x = torch.arange(24.).reshape(2, 3, 4) / 7
for r in f(x):
    print(r)
