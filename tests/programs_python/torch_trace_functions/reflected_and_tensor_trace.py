# Tracing Python numbers on the left of tensor operators (torch/_tensor.py's
# reflected methods: floor_divide of a wrapped number, bitwise shifts of a
# Scalar, __rpow__'s torch.tensor) and torch.tensor inside a traced function.
import torch


def show(fn):
    for line in str(fn.graph).splitlines():
        print(line.split(" # ")[0])
    print(fn.code)


def f(x):
    return 7 // x + (1 << x) + 2 ** x - (3 % x) + (64 >> x)


t = torch.jit.trace(f, torch.tensor([1, 2, 3]))
show(t)
print(t(torch.tensor([2, 3, 4])), f(torch.tensor([2, 3, 4])))


def g(x):
    scale = torch.tensor(2, dtype=torch.result_type(2, x), device=x.device)
    offset = torch.tensor([0.5, 1.5])
    return scale ** x + offset


t = torch.jit.trace(g, torch.tensor([1., 2.]))
show(t)
print(t(torch.tensor([3., 4.])))


def h(x):
    return 2.5 ** x * 2 - 1 / x


t = torch.jit.trace(h, torch.tensor([1., 2.]))
show(t)
