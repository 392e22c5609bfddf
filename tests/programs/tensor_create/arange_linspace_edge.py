import torch


@torch.jit.script
def mk(a: float, b: float, n: int):
    return torch.linspace(a, b, n), torch.arange(a, b, (b - a) / n), torch.logspace(a, b, n, base=10.0), torch.linspace(a, b, n, dtype=torch.float64)


print(mk(0.0, 1.0, 7))
print(mk(-3.0, 2.5, 4))
print(torch.arange(0, 1, 0.3), torch.arange(1.0, 0.0, -0.25), torch.arange(-5, 5, 3), torch.arange(3, dtype=torch.float16), torch.arange(0.5, 3).dtype)
print(torch.linspace(0, 1, 1), torch.linspace(-10, 10, 5, dtype=torch.int32), torch.linspace(0, 255, 4, dtype=torch.uint8), torch.linspace(0, 1, 3, dtype=torch.float16))
print(torch.logspace(-2, 2, 5), torch.logspace(0, 1, 3, base=2), torch.logspace(1, 3, 3, dtype=torch.int64))
print(torch.full((2, 3), float("inf")), torch.full((1,), -7, dtype=torch.int8), torch.eye(3, 2), torch.eye(1), torch.zeros(2, 0, 3).shape, torch.ones([]).shape)
print(torch.range(0, 4, 2) if hasattr(torch, "range") else None, torch.arange(0, 10, 2.5), torch.arange(10)[::3])
