import torch
import torch.nn as nn


class Wrapper(nn.Module):
    def __init__(self, module):
        super().__init__()
        self.module = module

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.module, name)

    def forward(self, x):
        return self.module(x)


lin = nn.Linear(3, 2)
w = Wrapper(lin)
print(w.in_features, w.out_features, w.weight.shape, w.module is lin)
try:
    w.does_not_exist
except AttributeError as e:
    print("AttributeError:", e)
try:
    nn.Linear(1, 1).foo
except AttributeError as e:
    print("AttributeError:", e)


class Tracked(nn.Module):
    def __init__(self):
        super().__init__()
        self.log = []
        self.a = 1
        self.lin = nn.Linear(1, 1)

    def __setattr__(self, name, value):
        if name != "log" and hasattr(self, "log"):
            self.log.append(name)
        super().__setattr__(name, value)


t = Tracked()
t.b = 2
t.a = 3
print(t.log, t.a, t.b, [n for n, _ in t.named_children()])


class Record:
    def __init__(self, **kw):
        self.__dict__["_data"] = dict(kw)

    def __getattr__(self, name):
        if name in self._data:
            return self._data[name]
        raise AttributeError(f"'Record' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        self._data[name] = value

    def __delattr__(self, name):
        del self._data[name]


r = Record(x=1)
r.y = 2
print(r.x, r.y, r._data, "y" in r.__dict__)
del r.x
print(hasattr(r, "x"), getattr(r, "x", None))
m = nn.Module()
m.register_buffer("buf", torch.zeros(2))
m.p = nn.Parameter(torch.ones(1))
print(m.buf, m.p, sorted(m._buffers), sorted(m._parameters))
del m.buf
print(hasattr(m, "buf"), list(m._buffers))
try:
    m.p = torch.zeros(1)
except TypeError as e:
    print("TypeError:", e)
m.p = None
print(m.p, list(m.parameters()))
