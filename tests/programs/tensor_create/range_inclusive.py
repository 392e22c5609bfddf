import torch


@torch.jit.script
def rg(a: float, b: float, s: float):
    return torch.range(a, b, s), torch.range(0, 3), torch.range(0, 3, dtype=torch.int64)


print(rg(0.0, 1.0, 0.3))
print(rg(5.0, 1.0, -2.0))
print(torch.range(0, 4, 2), torch.range(1, 2, 0.5, dtype=torch.float64))
try:
    torch.range(0, 4, -1)
except RuntimeError as e:
    print(e)
try:
    torch.range(0, 4, 0)
except RuntimeError as e:
    print(e)
