import torch
import copy
import weakref

class Buffer:
    def __init__(self, n):
        self.data = torch.zeros(n)
    def __copy__(self):
        print("copy called")
        b = Buffer.__new__(Buffer)
        b.data = self.data
        return b
    def __deepcopy__(self, memo):
        print("deepcopy called")
        b = Buffer.__new__(Buffer)
        b.data = self.data.clone()
        return b
    def __getstate__(self):
        return {"data": self.data.tolist()}
    def __setstate__(self, st):
        self.data = torch.tensor(st["data"])
b = Buffer(2)
c = copy.copy(b)
d = copy.deepcopy(b)
print(c.data is b.data, d.data is b.data)
import pickle
e = pickle.loads(pickle.dumps(b))
print(e.data, type(e).__name__)
class Node:
    pass
n = Node()
r = weakref.ref(n)
print(r() is n)
class Ctx:
    def __init__(self):
        self.items = []
    def __enter__(self):
        return self.items
    def __exit__(self, *a):
        self.items.append("closed")
with Ctx() as items:
    items.append("open")
print(items)
class Lazy:
    def __getattr__(self, name):
        if name.startswith("t_"):
            return torch.full((1,), float(len(name)))
        raise AttributeError(name)
lz = Lazy()
print(lz.t_abc, hasattr(lz, "x"), getattr(lz, "y", None))
class Num:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
print(torch.zeros(Num(3)).shape, [0, 1, 2, 3][Num(2)], bin(Num(5)), torch.arange(10)[Num(4)])
class Stack(list):
    def peek(self):
        return self[-1]
s = Stack([torch.tensor(1), torch.tensor(2)])
s.append(torch.tensor(3))
print(s.peek(), len(s), isinstance(s, list), s[:2])
class Cfg(dict):
    __getattr__ = dict.__getitem__
    __setattr__ = dict.__setitem__
cfg = Cfg(lr=0.1)
cfg.bs = 4
print(cfg.lr, cfg, sorted(cfg))
