# Python OOP features inside a model codebase: ABC, __init_subclass__ registry, properties, __slots__,
# __getattr__ delegation, descriptors, operator overloading and class decorators.
from abc import ABC, abstractmethod
import torch


class Transform(ABC):
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Transform.registry[name or cls.__name__.lower()] = cls

    @abstractmethod
    def __call__(self, x):
        ...

    def __repr__(self):
        return f"{type(self).__name__}()"


class Scale(Transform, name="scale"):
    def __init__(self, k=2.0):
        self.k = k

    def __call__(self, x):
        return x * self.k

    def __repr__(self):
        return f"Scale(k={self.k})"


class Neg(Transform):
    def __call__(self, x):
        return -x


class Compose:
    def __init__(self, *ts):
        self.ts = list(ts)

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x

    def __len__(self):
        return len(self.ts)

    def __getitem__(self, i):
        return self.ts[i]

    def __add__(self, other):
        return Compose(*self.ts, *other.ts)

    def __repr__(self):
        return "Compose(" + ", ".join(map(repr, self.ts)) + ")"


print(sorted(Transform.registry))
try:
    Transform()
except TypeError as e:
    print("TypeError:", e)
pipe = Compose(Scale(3), Neg()) + Compose(Transform.registry["scale"](0.5))
print(pipe, len(pipe), pipe[1], pipe(torch.tensor([1.0, 2.0])))


class Positive:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        return getattr(obj, self.name)

    def __set__(self, obj, value):
        if value <= 0:
            raise ValueError(f"{self.name[1:]} must be positive")
        setattr(obj, self.name, value)


class Hyper:
    lr = Positive()
    __slots__ = ("_lr", "extra")

    def __init__(self, lr):
        self.lr = lr

    @property
    def scaled(self):
        return self.lr * 10


h = Hyper(0.1)
print(h.lr, h.scaled)
try:
    h.lr = -1
except ValueError as e:
    print("ValueError:", e)
try:
    h.other = 1
except AttributeError as e:
    print("AttributeError:", e)


class TensorBag:
    def __init__(self, **tensors):
        self._t = tensors

    def __getattr__(self, name):
        try:
            return self._t[name]
        except KeyError:
            raise AttributeError(f"no tensor named {name!r}") from None

    def to_dict(self):
        return {k: v.tolist() for k, v in self._t.items()}


bag = TensorBag(a=torch.ones(2), b=torch.zeros(1))
print(bag.a, bag.to_dict(), getattr(bag, "c", "missing"))
try:
    bag.c
except AttributeError as e:
    print("AttributeError:", e)


def frozen(cls):
    def setattr_(self, k, v):
        raise AttributeError(f"{cls.__name__} is frozen")
    cls.__setattr__ = setattr_
    return cls


@frozen
class Const:
    pass


try:
    Const().x = 1
except AttributeError as e:
    print(e, Neg.__mro__[1].__name__, isinstance(Neg(), Transform), issubclass(Scale, ABC))
