import torch

t = torch.tensor([True, False, True])
print(t + True)
print((t + True).dtype, (t * False).dtype, (t & True).dtype)
print(torch.full((2,), True), torch.full((2,), True).dtype)
print(torch.full((2,), 3).dtype, torch.full((2,), 3.0).dtype)
print(torch.tensor(True) + 1, (torch.tensor(True) + 1).dtype)
print(torch.tensor([1, 2]) + True, torch.tensor([1.5]) * True)
print(torch.cat([torch.zeros(1), torch.ones(2)]))
try:
    torch.cat([])
except (RuntimeError, TypeError, ValueError) as e:
    print(type(e).__name__, e)
print(torch.stack([torch.tensor(1), torch.tensor(2)]))
x = torch.arange(6).reshape(2, 3)
print(x.tolist(), type(x.tolist()), type(x[0, 0].item()), type(x.float()[0, 0].item()))
print(torch.tensor(2.5).item(), int(torch.tensor(7)), float(torch.tensor(3)), bool(torch.tensor([1])))
print(len(x), list(x.shape), x.size(), x.size(1), x.numel(), x.dim(), x.ndim)
print([row.sum().item() for row in x])
a, b = x
print(a, b)
print(x.shape == (2, 3), x.shape[::-1], tuple(x.shape) + (1,), torch.Size([2, 3]) == [2, 3])
d = {}
d[x.shape] = "shape"
print(d)
print(3 in torch.tensor([1, 2, 3]), torch.tensor(2) in [1, 2])
s = set([torch.tensor(1).item(), torch.tensor(1).item(), 2])
print(s)
print(max(torch.tensor([3, 1, 4]).tolist()), sum(torch.tensor([1.5, 2.5])), sorted(torch.tensor([3, 1, 2])))
try:
    bool(torch.tensor([1, 2]))
except RuntimeError as e:
    print(e)
try:
    torch.tensor([1.5]).item() + torch.tensor([1, 2]).item()
except (RuntimeError, ValueError) as e:
    print(type(e).__name__, e)
print(torch.tensor([1, 2, 3]) == torch.tensor([1, 5, 3]), torch.equal(torch.tensor([1]), torch.tensor([1])))
print(torch.zeros(2, dtype=torch.int32) + 1.5, torch.tensor([1, 2]) / 2, torch.tensor([5, 7]) // 2)
print(torch.tensor([2]) ** 0.5, 2 ** torch.tensor([1, 2]), -torch.tensor([1, 2]), abs(torch.tensor([-1.5])))
print(torch.tensor([1.0, float("nan")]).isnan(), torch.tensor(float("inf")), torch.tensor([1e-8, 1e8]))
print(torch.tensor([[1e-4, 1.0], [100.0, 12345.678]]))
print(torch.tensor([0.1, 0.25, 1.0 / 3]), torch.tensor([1, -2], dtype=torch.int8), torch.tensor([], dtype=torch.long))
print(torch.tensor(5.0, requires_grad=True) * 2, torch.ones(2, requires_grad=True).sum())
print(torch.tensor([1.0], dtype=torch.float64), torch.tensor([1 + 2j]), torch.tensor([1.0]).half())
print(repr(torch.tensor(3)), str(torch.tensor([[1, 2]])), torch.zeros(0, 3))
print(isinstance(x, torch.Tensor), type(x).__name__, x.type(), x.float().type(), torch.is_tensor(3))
print(torch.get_default_dtype(), torch.float32 == torch.float, torch.long, torch.bool.is_floating_point if False else torch.float64.is_floating_point)
idx = [i for i in range(3) if i != 1]
print(x[:, idx], x[x > 2], x[..., -1], x[None].shape, x[1, [0, 2]])
y = x.clone()
y[y % 2 == 0] = -1
print(y, x)
z = torch.zeros(3)
z[1:] += torch.tensor([1.0, 2.0])
print(z, z.add_(1), z)
