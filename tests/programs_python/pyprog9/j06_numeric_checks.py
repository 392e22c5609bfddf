# Numerical checks people print: dtype promotion, integer division semantics on tensors, rounding modes,
# float32 vs float64 precision, overflow of int tensors, comparisons with nan, torch.finfo/iinfo.
import torch

a = torch.tensor([5, -5, 7])
b = torch.tensor([2, 2, -2])
print(a // b, torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"), a / b, a % b, torch.fmod(a, b))
print((torch.tensor([1, 2]) + 0.5).dtype, (torch.tensor([1, 2], dtype=torch.int8) * 100), torch.tensor([True]) + 1)
print(torch.tensor([1.5], dtype=torch.float16) + torch.tensor([1.0]), (torch.ones(1, dtype=torch.float64) + torch.ones(1)).dtype)
print(torch.round(torch.tensor([0.5, 1.5, 2.5, -0.5])), torch.tensor([2.675]).round(decimals=2), torch.floor(torch.tensor([-1.5])))
print(torch.tensor(0.1, dtype=torch.float32).item(), torch.tensor(0.1, dtype=torch.float64).item(), torch.tensor(1e-8) + 1 == 1)
print(torch.finfo(torch.float32).eps, torch.finfo(torch.float16).max, torch.iinfo(torch.int32).max, torch.iinfo(torch.uint8).min)
print(torch.tensor([2 ** 31 - 1], dtype=torch.int32) + 1, torch.tensor([255], dtype=torch.uint8) + 1)
n = torch.tensor([float("nan"), 1.0])
print(n == n, n.isnan(), n.max(), torch.nanmean(n) if hasattr(torch, "nanmean") else None, n.nansum(), torch.maximum(n, torch.zeros(2)))
print(torch.tensor([1, 2, 3]).sum().dtype, torch.tensor([1, 2, 3], dtype=torch.int8).sum().dtype, torch.tensor([1.0]).long().dtype)
print(torch.arange(0, 1, 0.25), torch.linspace(0, 1, 5), torch.logspace(0, 2, 3), torch.arange(5)[torch.arange(5) > 2])
print(torch.tensor([1e10, 1e-10]), torch.tensor([123456.789]), torch.tensor([1.0, 2.0]) / 3, torch.tensor([[1e-4, 1e4]]))
print(torch.tensor(3) ** 2, 2 ** torch.tensor([1, 2]), torch.tensor([4.0]).sqrt(), torch.tensor([-8.0]).pow(1 / 3))
x = torch.tensor([1.0, 2.0, 3.0])
print(x.to(torch.int64), x.type(torch.int32), x.int().float() == x, x.double().dtype, x.half().dtype, x.bfloat16())
print(torch.tensor([0.1, 0.2]).sum() == 0.3, torch.isclose(torch.tensor(0.1 + 0.2), torch.tensor(0.3)), torch.tensor(1 / 3).item())
