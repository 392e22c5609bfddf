import torch
import torch.nn as nn

print(torch.get_default_dtype())
torch.set_default_dtype(torch.float64)
print(torch.get_default_dtype())
torch.manual_seed(16)
a = torch.tensor([1.5, 2.5])
print(a, a.dtype)
print(torch.zeros(2), torch.ones(1, 2).dtype, torch.empty(3).dtype, torch.full((2,), 1.5))
print(torch.arange(3.0), torch.arange(3).dtype, torch.linspace(0, 1, 3), torch.rand(2).dtype, torch.randn(1).dtype)
print(torch.tensor(1).dtype, torch.tensor([1, 2]) / 2, (torch.tensor([3]) * 0.5).dtype, torch.tensor([4]).sqrt())
print(torch.tensor(1 + 2j).dtype, torch.tensor([1.0], dtype=torch.float32))
lin = nn.Linear(2, 3)
print(lin.weight.dtype, lin(torch.ones(1, 2)).dtype)
print(torch.eye(2), torch.tensor([[0.1, 0.2]]))
print(torch.tensor([1.0]).float() + 1.5, (torch.tensor([1.0], dtype=torch.float32) + torch.tensor(2.0)).dtype)
print(torch.randint(0, 5, (2,)).dtype, torch.tensor([True]).float().dtype, torch.tensor([1, 2]).mean(dtype=torch.get_default_dtype()))
try:
    torch.set_default_dtype(torch.int64)
except TypeError as e:
    print("TypeError:", e)
torch.set_default_dtype(torch.float32)
print(torch.tensor([1.5]).dtype, torch.zeros(1).dtype, torch.get_default_dtype())
print(torch.tensor([1.5], dtype=torch.float64))
