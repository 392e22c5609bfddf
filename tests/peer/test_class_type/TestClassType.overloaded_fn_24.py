import torch

@torch.jit.script
class MyClass(object):
    def __init__(self, x):
        # type: (int) -> None
        self.x = x

    def __add__(self, other):
        # type: (int) -> int
        return self.x + other

    def __sub__(self, other):
        # type: (int) -> int
        return self.x - other

    def __mul__(self, other):
        # type: (int) -> int
        return self.x * other

    def __pow__(self, other):
        # type: (int) -> int
        return int(self.x ** other)

    def __truediv__(self, other):
        # type: (int) -> float
        return self.x / other

    def __mod__(self, other):
        # type: (int) -> int
        return self.x % other

    def __ne__(self, other):  # noqa T484
        # type: (int) -> bool
        return self.x != other

    def __eq__(self, other):  # noqa T484
        # type: (int) -> bool
        return self.x == other

    def __lt__(self, other):
        # type: (int) -> bool
        return self.x < other

    def __gt__(self, other):
        # type: (int) -> bool
        return self.x > other

    def __le__(self, other):
        # type: (int) -> bool
        return self.x <= other

    def __ge__(self, other):
        # type: (int) -> bool
        return self.x >= other

    def __and__(self, other):
        # type: (int) -> int
        return self.x & other

    def __or__(self, other):
        # type: (int) -> int
        return self.x | other

    def __xor__(self, other):
        # type: (int) -> int
        return self.x ^ other

    def __getitem__(self, other):
        # type: (int) -> int
        return other + 1

    def __setitem__(self, idx, val):
        # type: (int, int) -> None
        self.x = val * idx

    def __call__(self, val):
        # type: (int) -> int
        return self.x * val * 3

def add():
    return MyClass(4) + 3
def sub():
    return MyClass(4) - 3
def mul():
    return MyClass(4) * 3
def pow():
    return MyClass(4) ** 3
def truediv():
    return MyClass(4) / 3
def mod():
    return MyClass(4) % 3
def ne():
    return MyClass(4) != 3
def eq():
    return MyClass(4) == 3
def lt():
    return MyClass(4) < 3
def gt():
    return MyClass(4) > 3
def le():
    return MyClass(4) <= 3
def ge():
    return MyClass(4) >= 3
def _and():
    return MyClass(4) & 3
def _or():
    return MyClass(4) | 3
def _xor():
    return MyClass(4) ^ 3
def getitem():
    return MyClass(4)[1]
def setitem():
    a = MyClass(4)
    a[1] = 5
    return a.x
def call():
    a = MyClass(5)
    return a(2)

ops = [add, sub, mul, pow, mod, ne, eq, lt, gt, le, ge, _and, _or, _xor, getitem, setitem, call, truediv]
for func in ops:
    print(torch.jit.script(func)())
