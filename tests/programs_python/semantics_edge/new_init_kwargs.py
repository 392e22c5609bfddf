# __new__ and __init__ both receive the call's arguments, keywords included
# (they were consumed by __new__ and __init__ saw None), also for subclasses of
# list, dict, str, namedtuple and Tensor.
class A:
    def __new__(cls, x, extra=None):
        print("new", extra)
        return super().__new__(cls)
    def __init__(self, x, extra=None):
        print("init", extra)
A(1, extra="hi")
A(1, "pos")
class B:
    @staticmethod
    def __new__(cls, x, extra=None):
        print("new", extra)
        return object.__new__(cls)
    def __init__(self, x, extra=None):
        print("init", extra)
B(1, extra="hi")
import torch
from collections import namedtuple
class L(list):
    def __init__(self, items, tag=None):
        super().__init__(items)
        self.tag = tag
l = L([1, 2], tag="t")
print(l, l.tag)
class D(dict):
    def __init__(self, *a, name="d", **kw):
        super().__init__(*a, **kw)
        self.name = name
d = D({"a": 1}, name="x", b=2)
print(d, d.name)
class P(torch.nn.Parameter):
    pass
class MyTensor(torch.Tensor):
    @staticmethod
    def __new__(cls, x, extra=None):
        return super().__new__(cls, x)

    def __init__(self, x, extra=None):
        self.extra = extra
t = MyTensor([1., 2.], extra="hi")
print(type(t).__name__, t.extra, t, type(t + 1).__name__)
Point = namedtuple("Point", "x y")
class P3(Point):
    def __new__(cls, x, y, z=0):
        self = super().__new__(cls, x, y)
        self.z = z
        return self
    def __init__(self, x, y, z=0):
        self.w = z * 2
p = P3(1, y=2, z=3)
print(p, p.z, p.w)
class S(str):
    def __new__(cls, v, suffix=""):
        return super().__new__(cls, v + suffix)
    def __init__(self, v, suffix=""):
        self.suffix = suffix
s = S("ab", suffix="!")
print(s, s.suffix)
