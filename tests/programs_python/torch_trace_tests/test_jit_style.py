# PyTorch test_jit style tracing tests: trace arithmetic, views, in-place, size-dependent ops, constants, checks
import torch

def test_simple(x, y):
    return torch.sigmoid(torch.tanh(x * (x + y)))

x = torch.tensor([0.4], requires_grad=True)
y = torch.tensor([0.7], requires_grad=True)
traced = torch.jit.trace(test_simple, (x, y))
z = traced(x, y)
z2 = test_simple(x, y)
print(torch.allclose(z, z2))


print(traced.code)

def fn_inplace(x):
    y = x.clone()
    y.add_(2)
    y.mul_(3)
    return y

t = torch.jit.trace(fn_inplace, torch.ones(2))
print(t.code)
print(t(torch.zeros(2)))

def view_fn(x):
    return x.view(-1, 2).transpose(0, 1).contiguous().view(-1)

t = torch.jit.trace(view_fn, torch.arange(6.0))
print(t(torch.arange(6.0) + 1), t.code)

def cat_fn(xs):
    return torch.cat(xs, 0).sum(0)
t = torch.jit.trace(cat_fn, ([torch.ones(2, 2), torch.ones(1, 2)],))
print(t([torch.ones(1, 2), torch.zeros(3, 2)]))

def const_fn(x):
    return x + torch.tensor([1.0, 2.0])
t = torch.jit.trace(const_fn, torch.zeros(2))
print(t(torch.ones(2)))

def size_fn(x):
    return torch.zeros(x.size(0), 2) + x.sum()
t = torch.jit.trace(size_fn, torch.ones(3))
print(t(torch.ones(5)).shape)
print(t.code)

def mixed(x, flag: bool = True):
    return x * 2 if flag else x
t = torch.jit.trace(mixed, (torch.ones(2),))
print(t(torch.ones(2)))
print(torch.jit.trace(lambda a: a.exp(), torch.zeros(1))(torch.zeros(1)))

class Foo(torch.nn.Module):
    def forward(self, x):
        return x.relu()

    def other(self, x):
        return x

try:
    torch.jit.trace(Foo().other, torch.ones(1))
except AttributeError as e:
    print("AttributeError:", str(e).splitlines()[0])
