class Base:
    def __init__(self, **kw):
        print("Base init", sorted(kw))
        self.trace = ["Base"]

    def hello(self):
        return "Base"


class Left(Base):
    def __init__(self, left=1, **kw):
        super().__init__(**kw)
        self.trace.append("Left")
        self.left = left

    def hello(self):
        return "Left>" + super().hello()


class Right(Base):
    def __init__(self, right=2, **kw):
        super().__init__(**kw)
        self.trace.append("Right")
        self.right = right

    def hello(self):
        return "Right>" + super().hello()


class Diamond(Left, Right):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.trace.append("Diamond")

    def hello(self):
        return "Diamond>" + super().hello()

    @classmethod
    def make(cls):
        return cls(left=5, right=6)


d = Diamond.make()
print([c.__name__ for c in Diamond.__mro__], d.trace, d.left, d.right, d.hello())
print(super(Left, d).hello(), super(Right, d).hello(), Diamond.mro() == list(Diamond.__mro__))
try:
    class Bad(Base, Left):
        pass
except TypeError as e:
    print("TypeError:", e)


class A:
    @classmethod
    def create(cls):
        return f"A.create for {cls.__name__}"

    @staticmethod
    def util():
        return "A.util"


class B(A):
    @classmethod
    def create(cls):
        return "B+" + super().create()

    @staticmethod
    def util():
        return "B+" + A.util()


print(B.create(), B().create(), B.util())


class Meta(type):
    def describe(cls):
        return f"class {cls.__name__}"


class WithMeta(metaclass=Meta):
    pass


print(WithMeta.describe(), hasattr(WithMeta(), "describe"), type(WithMeta).__mro__[0].__name__)
import torch.nn as nn


class Mixin:
    def num_params(self):
        return sum(p.numel() for p in self.parameters())


class Net(Mixin, nn.Linear):
    def __init__(self):
        super().__init__(3, 2)


n = Net()
print(n.num_params(), [c.__name__ for c in Net.__mro__][:4], isinstance(n, nn.Module))
