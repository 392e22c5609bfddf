import torch


@torch.jit.script
def stats(x: torch.Tensor):
    y = x * 2 + 1
    print(y)
    print(y.sum(), y.shape, y.dtype)
    return y.mean(), x[1], x[:, 0], x > 2


x = torch.arange(6.0).reshape(2, 3)
print(x)
print(stats(x))
print(torch.zeros(2, 2, dtype=torch.int64), torch.ones(3).dtype, x.shape)
z = torch.tensor([[1, 2], [3, 4]])
z[0, 1] = 7
print(z, z.tolist(), float(z.sum()))
