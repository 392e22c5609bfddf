import torch


@torch.jit.script
def suffix(x: torch.Tensor):
    return x[..., None].shape, x[..., 0, None].shape, x[None, ..., 1:, None].shape, x[1, ..., None, 2].shape


@torch.jit.script
def assign(x: torch.Tensor):
    y = x.clone()
    y[..., 0] = -1.0
    y[0, ..., None] = 5.0
    return y


x = torch.arange(24.0).reshape(2, 3, 4)
print(suffix(x))
print(x[..., None, 1].shape, x[:, ..., 1:3, None].shape, x[None, 0, ..., None, :].shape)
print(assign(x))
print(torch.arange(3)[..., None][..., 0])
print(x[..., 1, 2], x[1, ..., 2])
