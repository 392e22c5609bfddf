import torch


@torch.jit.script
def red(x: torch.Tensor):
    return [x.sum(), x.sum(0), x.sum(1, keepdim=True), x.sum((0, 2)), x.mean(-1), x.prod(1),
            x.sum(dtype=torch.float64), x.amax((1, 2)), x.amin(0, keepdim=True), torch.mean(x, [0, 1])]


@torch.jit.script
def int_red(x: torch.Tensor):
    return x.sum(), x.sum(0).dtype, x.prod(), x.prod(1, dtype=torch.float32), x.cumsum(0).dtype, x.float().mean(1)


x = torch.arange(24.0).reshape(2, 3, 4) / 4
for t in red(x):
    print(t)
xi = torch.arange(1, 7).reshape(2, 3)
print(int_red(xi))
b = torch.tensor([[True, False], [True, True]])
print(b.sum(), b.sum(0), b.sum().dtype, b.prod(1), b.any(1), b.all(0))
print(torch.tensor([1, 2, 3], dtype=torch.uint8).sum().dtype, torch.tensor([1, 2], dtype=torch.int8).prod().dtype)
e = torch.zeros(0, 3)
print(e.sum(0), e.prod(0), e.mean(0), e.sum())
try:
    e.amax(0)
except IndexError as ex:
    print("RuntimeError:", ex)
try:
    xi.mean()
except RuntimeError as ex:
    print("RuntimeError:", ex)
