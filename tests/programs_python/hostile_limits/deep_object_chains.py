# Dropping a long chain of owners (closures over cells, autograd graphs,
# bound methods of instances, iterators of iterators) frees it without
# recursing once per link; deep data given to torch.tensor is PyTorch's
# ValueError; hashing or comparing deep tuples is not a crash.
import torch

fs = None
for i in range(300000):
    fs = (lambda prev: (lambda: prev))(fs)
print(fs()() is not None)
del fs

x = torch.ones(2, requires_grad=True)
y = x
for i in range(100000):
    y = y * 1.0
print(y.grad_fn.name(), y.sum().item())
del y


class A:
    def m(self):
        return 1


o = None
for i in range(300000):
    a = A()
    a.prev = o
    o = a.m
print(o())
del o, a

it = [1, 2]
for i in range(300000):
    it = iter(it)
print(list(it))

for n in (128, 129, 200, 100000):
    data = 1.0
    for i in range(n):
        data = [data]
    try:
        print(n, torch.tensor(data).dim())
    except ValueError as e:
        print(n, "ValueError", e)
data = (1.0,)
for i in range(200):
    data = (data,)
try:
    torch.tensor(data)
except ValueError as e:
    print("ValueError", e)

t = ()
for i in range(5000):
    t = (t,)
u = ()
for i in range(5000):
    u = (u,)
print(hash(t) == hash(u))

d = [torch.tensor(1)]
for i in range(100000):
    d = [d]
try:
    torch.tensor(d)
except ValueError as e:
    print("tensor inside", "ValueError", e)
