import torch


@torch.jit.script
def shapes(x: torch.Tensor):
    out = [x[None].shape, x[..., None].shape, x[:, None, 1].shape, x[..., 0].shape,
           x[0, ..., 1].shape, x[None, ..., None].shape, x[1:, ...].shape, x[..., ::2].shape]
    return out


@torch.jit.script
def values(x: torch.Tensor):
    return x[..., 1], x[1, None], x[:, None, :, 0]


x = torch.arange(24).reshape(2, 3, 4)
for s in shapes(x):
    print(s)
for v in values(x):
    print(v)
print(x[None, 1, ..., 2:])
print(x[..., -1:, -2])
