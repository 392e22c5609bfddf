# Class hierarchies the way model libraries write them: abstract bases, super() chains with
# cooperative multiple inheritance, properties with setters, __repr__/__eq__/__len__/__getitem__,
# class attributes vs instance attributes, custom exception hierarchy with chaining.
from abc import ABC, abstractmethod
import torch
import torch.nn as nn


class ConfigError(Exception):
    """Base error for configuration problems."""


class MissingKeyError(ConfigError, KeyError):
    def __init__(self, key, available):
        super().__init__(key)
        self.key = key
        self.available = available

    def __str__(self):
        return f"missing key {self.key!r} (available: {', '.join(sorted(self.available))})"


class ShapeError(ConfigError, ValueError):
    pass


class Transform(ABC):
    count = 0

    def __init__(self, name=None):
        Transform.count += 1
        self.name = name or type(self).__name__.lower()

    @abstractmethod
    def __call__(self, x):
        ...

    def __repr__(self):
        return f"{type(self).__name__}(name={self.name!r})"


class Scale(Transform):
    def __init__(self, factor, **kw):
        super().__init__(**kw)
        self._factor = factor

    @property
    def factor(self):
        return self._factor

    @factor.setter
    def factor(self, v):
        if v <= 0:
            raise ValueError("factor must be positive")
        self._factor = v

    @factor.deleter
    def factor(self):
        self._factor = 1.0

    def __call__(self, x):
        return x * self._factor


class Shift(Transform):
    def __init__(self, amount, **kw):
        super().__init__(**kw)
        self.amount = amount

    def __call__(self, x):
        return x + self.amount


class Compose(Transform):
    def __init__(self, transforms):
        super().__init__("compose")
        self.transforms = list(transforms)

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x

    def __len__(self):
        return len(self.transforms)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return Compose(self.transforms[i])
        return self.transforms[i]

    def __iter__(self):
        return iter(self.transforms)

    def __eq__(self, other):
        return isinstance(other, Compose) and [repr(t) for t in self] == [repr(t) for t in other]

    def __repr__(self):
        inner = ",\n".join("    " + repr(t) for t in self.transforms)
        return f"Compose(\n{inner}\n)"


class LoggingMixin:
    def __init__(self, *args, **kwargs):
        self.events = []
        super().__init__(*args, **kwargs)

    def log(self, msg):
        self.events.append(f"[{type(self).__name__}] {msg}")


class InitMixin:
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.initialized = True


class Head(LoggingMixin, InitMixin, nn.Linear):
    def forward(self, x):
        self.log(f"forward {tuple(x.shape)}")
        return super().forward(x)


try:
    Transform()
except TypeError as e:
    print("TypeError:", str(e).split(" with")[0])
pipe = Compose([Scale(2.0), Shift(1.0, name="bias"), Scale(0.5, name="half")])
print(pipe)
print(len(pipe), pipe[1], pipe[1:], pipe == Compose([Scale(2.0), Shift(1.0, name="bias"), Scale(0.5, name="half")]))
print(pipe(torch.tensor([1.0, 2.0])), Transform.count)
s = pipe[0]
s.factor = 3.0
print(s.factor, pipe(torch.tensor([1.0])))
del s.factor
print(s.factor)
try:
    s.factor = -1
except ValueError as e:
    print("ValueError:", e)
print(isinstance(pipe, Transform), issubclass(Scale, ABC), [c.__name__ for c in Scale.__mro__])
torch.manual_seed(0)
head = Head(3, 2)
y = head(torch.ones(4, 3))
print(y.shape, head.events, head.initialized, [c.__name__ for c in Head.__mro__][:4])
print(isinstance(head, nn.Module), head)


def lookup(cfg, key):
    try:
        return cfg[key]
    except KeyError as e:
        raise MissingKeyError(key, cfg.keys()) from e


cfg = {"lr": 0.1, "bs": 4}
for exc_type in (MissingKeyError, ConfigError, KeyError, LookupError, Exception):
    try:
        lookup(cfg, "epochs")
    except exc_type as e:
        print(exc_type.__name__, "caught:", e, "| cause:", type(e.__cause__).__name__, repr(e.__cause__))


def check(x):
    if x.dim() != 2:
        raise ShapeError(f"expected 2D input, got {x.dim()}D")
    return x


for inp in (torch.zeros(2, 2), torch.zeros(3)):
    try:
        check(inp)
        print("ok")
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, ConfigError), e.args)
    else:
        print("no error")
    finally:
        print("checked")
try:
    try:
        raise ShapeError("inner")
    except ShapeError:
        raise RuntimeError("outer")
except RuntimeError as e:
    print(repr(e), repr(e.__context__), e.__cause__, e.__suppress_context__)
print(MissingKeyError.__mro__[1].__name__, MissingKeyError.__doc__, ConfigError.__doc__)
