import torch


@torch.jit.script
def f(x: torch.Tensor):
    return x[None].shape, x[..., 1], x[:, None, 0], x[x > 4], x[1, ...], x[-1], x[:, -2:], x[[0, 2]], x[0, [1, 0]], x[..., None].shape


x = torch.arange(12).reshape(3, 4)
for r in f(x):
    print(r)
