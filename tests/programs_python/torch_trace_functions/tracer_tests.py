import torch
import torch.nn as nn


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])


def f(x, y):
    return x + y, x * y


x = torch.ones(2, 2)
y = torch.full((2, 2), 3.0)
tf = torch.jit.trace(f, (x, y))
print(tf(x, y))
show(tf.graph)


def view_size(x):
    return x.view(x.size(0) * 2, -1)


tv = torch.jit.trace(view_size, torch.zeros(2, 6))
print(tv(torch.zeros(3, 4)).shape)
show(tv.graph)


def inplace(x):
    y = x.clone()
    y.add_(1)
    y.mul_(2)
    return y


ti = torch.jit.trace(inplace, torch.zeros(3))
print(ti(torch.ones(3)))
print(ti.code)


def nested(xs):
    a, (b, c) = xs
    return a + b * c


tn = torch.jit.trace(nested, ((torch.ones(2), (torch.ones(2) * 2, torch.ones(2) * 3)),))
print(tn((torch.zeros(2), (torch.ones(2), torch.ones(2) * 4))))


def is_tracing_fn(x):
    if torch.jit.is_tracing():
        return x + 1
    return x - 1


tt = torch.jit.trace(is_tracing_fn, torch.zeros(2))
print(tt(torch.zeros(2)), is_tracing_fn(torch.zeros(2)))


class TwoMethods(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.full((2,), 2.0))

    def forward(self, x):
        return x * self.w

    def other(self, x):
        return x - self.w


m = torch.jit.trace_module(TwoMethods(), {"forward": torch.ones(2), "other": torch.ones(2)})
print(m(torch.ones(2)), m.other(torch.ones(2)))
print(m.other.code)


def dict_in(d):
    return d["a"] + d["b"]


td = torch.jit.trace(dict_in, ({"a": torch.ones(2), "b": torch.ones(2) * 5},))
print(td({"a": torch.ones(2), "b": torch.zeros(2)}))
