import torch


@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    x[0] = 100
    x[:, 1] = torch.tensor([7, 8, 9])
    x[x > 50] = -1
    x[2, 2:] += 3
    x[..., 0] *= 2
    return x


x = torch.arange(12).reshape(3, 4)
print(f(x))
print(x)
