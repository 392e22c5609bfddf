import torch

class Layer:
    count = 0
    registry = []
    def __init__(self, name):
        Layer.count += 1
        self.name = name
        self.registry.append(name)
    def __eq__(self, other):
        return isinstance(other, Layer) and self.name == other.name
a, b = Layer("a"), Layer("b")
print(Layer.count, a.count, Layer.registry, a.registry is b.registry)
a.count = 100
print(a.count, b.count, Layer.count, "count" in vars(a))
try:
    hash(a)
except TypeError as e:
    print(e)
print(a == Layer("a"), a != b, a == "a")
class Base:
    def __init__(self):
        self.log = [type(self).__name__]
    def describe(self):
        return "base"
    def __repr__(self):
        return f"<{self.describe()}>"
class Child(Base):
    def describe(self):
        return "child+" + super().describe()
class Grand(Child):
    def __init__(self):
        super().__init__()
        self.log.append("grand-init")
    def describe(self):
        return "grand+" + super().describe()
g = Grand()
print(g, g.log, Grand.__bases__, Grand.__base__.__name__, isinstance(g, Base))
print(getattr(g, "missing", "default"), type(g).__name__, g.__class__.__qualname__, Grand.describe is Child.describe)
class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def f(self):
        return self._c * 9 / 5 + 32
    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9
    @f.deleter
    def f(self):
        print("deleting")
        self._c = 0
t = Temp(100)
print(t.f)
t.f = 32
print(t._c)
del t.f
print(t._c, Temp.f.__class__.__name__)
class WithTensor:
    scale = torch.tensor(2.0)
    def apply(self, x):
        return x * self.scale
w1, w2 = WithTensor(), WithTensor()
w1.scale = torch.tensor(3.0)
print(w1.apply(torch.ones(1)), w2.apply(torch.ones(1)), WithTensor.scale)
print(sorted(k for k in vars(Temp) if not k.startswith("__")))
