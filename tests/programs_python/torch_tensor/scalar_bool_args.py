import torch

a = torch.tensor([1, 2, 3], dtype=torch.int32)
print((a + True).dtype, a * False, torch.tensor([1.5]) + True, torch.add(a, True))
b = torch.tensor([True, False])
x = torch.tensor([1.5, 2.5])
print(x * True, torch.mul(x, True), x.add(True), x.masked_fill(b, True))
print(torch.clamp(x, min=True), x.pow(True), torch.where(b, x, 0.0))
mask = x > 2
print(x.masked_fill(mask, False), (x * mask).sum().item())
