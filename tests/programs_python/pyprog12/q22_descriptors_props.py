import torch
import torch.nn as nn

class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive, got {value}")
        setattr(obj, self.name, value)

class Hyper:
    lr = Positive()
    momentum = Positive()
    def __init__(self, lr, momentum):
        self.lr = lr
        self.momentum = momentum

h = Hyper(0.1, 0.9)
print(h.lr, h.momentum, type(Hyper.lr).__name__)
try:
    h.lr = -1
except ValueError as e:
    print(e)

class Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.log_scale = nn.Parameter(torch.zeros(1))
        self._frozen = False
    @property
    def scale(self):
        return self.log_scale.exp()
    @scale.setter
    def scale(self, v):
        with torch.no_grad():
            self.log_scale.fill_(torch.log(torch.tensor(v)).item())
    @property
    def frozen(self):
        return self._frozen
    def forward(self, x):
        return x * self.scale

m = Scaled()
print(m.scale)
m.scale = 4.0
print(torch.round(m.scale, decimals=4), torch.round(m(torch.ones(2)), decimals=4))
try:
    m.frozen = True
except AttributeError as e:
    print("AttributeError:", e)
print([n for n, _ in m.named_parameters()])
class Meta(type):
    def __call__(cls, *a, **k):
        obj = super().__call__(*a, **k)
        obj.created_by_meta = True
        return obj
class Thing(metaclass=Meta):
    def __init__(self, v):
        self.v = v
t = Thing(3)
print(t.v, t.created_by_meta, type(Thing).__name__)
class Cls:
    count = 0
    @classmethod
    def make(cls):
        cls.count += 1
        return cls()
    @staticmethod
    def zeros(n):
        return torch.zeros(n)
Cls.make(); Cls.make()
print(Cls.count, Cls.zeros(2), Cls().zeros(1))
