import torch

class Registry(type):
    registry = {}
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        if bases:
            mcs.registry[name.lower()] = cls
        return cls

class Op(metaclass=Registry):
    def __call__(self, x):
        return self.apply(x)

class Double(Op):
    def apply(self, x):
        return x * 2

class Square(Op):
    def apply(self, x):
        return x ** 2

print(sorted(Registry.registry))
x = torch.tensor([1.0, 2.0, 3.0])
for name in sorted(Registry.registry):
    print(name, Registry.registry[name]()(x))

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
    batch = Positive()
    __slots__ = ("_lr", "_batch")
    def __init__(self, lr, batch):
        self.lr = lr
        self.batch = batch
    def __repr__(self):
        return f"Hyper(lr={self.lr}, batch={self.batch})"

h = Hyper(0.1, 32)
print(h)
try:
    h.lr = -1
except ValueError as e:
    print(e)
try:
    h.other = 3
except AttributeError as e:
    print("AttributeError", e)

class Vec:
    def __init__(self, *xs):
        self.t = torch.tensor(xs, dtype=torch.float32)
    @property
    def norm(self):
        return self.t.norm().item()
    @norm.setter
    def norm(self, v):
        self.t = self.t / self.t.norm() * v
    def __add__(self, other):
        return Vec(*(self.t + other.t).tolist())
    def __eq__(self, other):
        return torch.equal(self.t, other.t)
    def __len__(self):
        return self.t.numel()
    def __getitem__(self, i):
        return self.t[i].item()
    def __repr__(self):
        return "Vec(" + ", ".join(f"{v:g}" for v in self.t.tolist()) + ")"

v = Vec(3, 4)
print(v, v.norm, len(v), v[1])
v.norm = 10
print(v, v + Vec(1, 1), v == Vec(6, 8))
print(Double.__mro__[1].__name__, isinstance(Double(), Op), type(Double).__name__)
print(Hyper.__slots__, hasattr(h, "__dict__"))
