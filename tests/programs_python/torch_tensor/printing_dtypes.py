import torch

print(torch.float32, torch.float, torch.long, torch.int64 is torch.long)
print(torch.float32.is_floating_point, torch.int32.is_floating_point)
x = torch.tensor([1, 2, 3])
print(x.dtype, x.float().dtype, x.to(torch.float64).dtype)
print(torch.tensor([1.5, 2]).dtype, torch.tensor([True, False]).dtype)
print(torch.tensor(3), torch.tensor(2.5), torch.tensor([[1, 2], [3, 4]]))
print(torch.zeros(2, dtype=torch.int32))
print(torch.randn(2, 2).shape, torch.Size([2, 3]), torch.Size([2, 3])[1])
s = torch.ones(3, 4).shape
print(s, s[0], len(s), list(s), s == (3, 4), s.numel())
a, b = s
print(a, b)
print(torch.device("cpu"), x.device, x.device.type)
print(repr(torch.device("cpu")))
print(torch.iinfo(torch.int8).max, torch.finfo(torch.float32).eps)
print(f"{torch.tensor(2.5).item():.2f}", float(torch.tensor(1.5)), int(torch.tensor(7)))
print(str(x), repr(x))
print(torch.tensor([1e-5, 1e5]))
torch.set_printoptions(precision=2)
print(torch.tensor([1.23456, 2.0]))
torch.set_printoptions(precision=4)
print(x.tolist(), torch.tensor([[1.0, 2.0]]).tolist())
print(torch.is_tensor(x), torch.is_tensor([1]), torch.numel(x))
print(x.stride(), x.size(), x.size(0), x.is_contiguous())
d = {x: "a"}
print(d[x])
