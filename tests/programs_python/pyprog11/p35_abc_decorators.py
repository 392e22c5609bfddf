import abc
import functools
import torch
import torch.nn as nn

class Metric(abc.ABC):
    def __init__(self):
        self.reset()
    @abc.abstractmethod
    def update(self, preds, target): ...
    @abc.abstractmethod
    def compute(self): ...
    def reset(self):
        self.total = 0
        self.count = 0

class Accuracy(Metric):
    def update(self, preds, target):
        self.total += (preds.argmax(-1) == target).sum().item()
        self.count += target.numel()
    def compute(self):
        return self.total / max(self.count, 1)

try:
    Metric()
except TypeError as e:
    print("TypeError:", e)
acc = Accuracy()
acc.update(torch.tensor([[0.1, 0.9], [0.8, 0.2], [0.3, 0.7]]), torch.tensor([1, 0, 0]))
print(acc.compute(), isinstance(acc, Metric), Metric.__abstractmethods__ if hasattr(Metric, "__abstractmethods__") else None)

def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print(f"-> {fn.__name__}({', '.join(map(repr, args[1:]))}{', ' if kwargs else ''}{', '.join(f'{k}={v!r}' for k, v in kwargs.items())})")
        return fn(*args, **kwargs)
    return wrapper

def repeat(n):
    def deco(fn):
        def inner(*a):
            return [fn(*a) for _ in range(n)]
        return inner
    return deco

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 1)
    @log_calls
    def forward(self, x, scale=1.0):
        return self.lin(x) * scale
    @staticmethod
    def build():
        return Model()
    @classmethod
    def name(cls):
        return cls.__name__
    @functools.cached_property
    def n_params(self):
        print("computing")
        return sum(p.numel() for p in self.parameters())

torch.manual_seed(0)
m = Model.build()
y = m(torch.ones(1, 2), scale=2.0)
print(y.shape, Model.name(), m.forward.__name__, m.forward.__wrapped__.__name__)
print(m.n_params, m.n_params)

@repeat(3)
def roll():
    return 1
print(roll())

@functools.singledispatch
def describe(x):
    return f"object {x!r}"
@describe.register
def _(x: int):
    return f"int {x}"
@describe.register(torch.Tensor)
def _(x):
    return f"tensor of shape {tuple(x.shape)}"
print(describe(3), describe("s"), describe(torch.zeros(2, 2)))

@functools.total_ordering
class Version:
    def __init__(self, *parts):
        self.parts = parts
    def __eq__(self, o):
        return self.parts == o.parts
    def __lt__(self, o):
        return self.parts < o.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))
vs = [Version(1, 13, 1), Version(1, 2), Version(2, 0)]
print(sorted(vs), max(vs), Version(1, 2) >= Version(1, 1))
class Base:
    registry = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append((cls.__name__, tag))
class A(Base, tag="a"): pass
class B(A): pass
print(Base.registry)
