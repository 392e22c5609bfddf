import torch


@torch.jit.script
def fill(x: torch.Tensor):
    a = x.clone()
    a[0] = 5
    b = x.clone()
    b[:, 1] = torch.tensor([7, 8, 9])
    c = x.clone()
    c[1:, :2] = torch.tensor([[1], [2]])
    d = x.clone()
    d[...] = torch.tensor([1, 2, 3])
    e = x.clone()
    e[:, ::2] = -1
    return a, b, c, d, e


@torch.jit.script
def fill_float_into_int(x: torch.Tensor):
    a = x.clone()
    a[0, 0] = 2.7
    b = x.clone()
    b[1] = torch.tensor([1.9, -1.9, 0.5])
    return a, b


x = torch.zeros(3, 3, dtype=torch.long)
for t in fill(x):
    print(t)
print(fill_float_into_int(x))
y = torch.zeros(2, 4)
y[:, 1:3] = 1.5
y[1] += torch.arange(4.0)
print(y)
z = torch.zeros(4)
z[torch.tensor([1, 3])] = torch.tensor(2.5)
print(z)
