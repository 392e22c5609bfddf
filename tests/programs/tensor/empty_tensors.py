import torch


@torch.jit.script
def f(x: torch.Tensor):
    return x.sum(), x.mean(), x.prod(), x.shape, x.numel(), torch.cat([x, x]).shape, x.reshape(0, 3).sum(0)


print(f(torch.zeros(0)))
print(f(torch.zeros(0, 4)))
