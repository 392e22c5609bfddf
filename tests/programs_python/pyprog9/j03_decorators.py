# Decorators with arguments, class decorators, decorator classes with __call__, stacked decorators,
# a registry pattern and timing-free memoization keyed on tensors' shapes.
import functools
import torch

REGISTRY = {}


def register(name=None, *, tags=()):
    def deco(obj):
        key = name or obj.__name__.lower()
        if key in REGISTRY:
            raise KeyError(f"duplicate registration {key!r}")
        REGISTRY[key] = (obj, tuple(tags))
        return obj
    return deco


@register(tags=("cnn",))
class ResNetTiny(torch.nn.Module):
    def forward(self, x):
        return x


@register("mlp", tags=["dense", "small"])
def make_mlp(n):
    return torch.nn.Linear(n, n)


print(sorted(REGISTRY), REGISTRY["mlp"][1], REGISTRY["resnettiny"][0].__name__)
try:
    register("mlp")(lambda: None)
except KeyError as e:
    print("KeyError:", e)


class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.calls = 0

    def __call__(self, *args, **kwargs):
        self.calls += 1
        return self.fn(*args, **kwargs)


@CountCalls
def square(x):
    """Square a number."""
    return x * x


print(square(3), square(torch.tensor(2.0)), square.calls, square.__name__, square.__doc__)


def repeat(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return deco


def shout(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs).upper()
    return wrapper


@repeat(2)
@shout
def greet(name):
    return f"hi {name}"


print(greet("bob"), greet.__name__, greet.__wrapped__.__name__)


def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls


@add_repr
class Config:
    def __init__(self, lr, layers):
        self.lr = lr
        self.layers = layers


print(Config(0.1, [2, 3]))


def shape_cache(fn):
    cache = {}

    @functools.wraps(fn)
    def wrapper(t):
        key = tuple(t.shape)
        if key not in cache:
            cache[key] = fn(t)
        return cache[key]
    wrapper.cache = cache
    return wrapper


@shape_cache
def make_mask(t):
    print("building mask for", tuple(t.shape))
    return torch.ones_like(t).tril()


make_mask(torch.zeros(2, 2))
make_mask(torch.ones(2, 2))
make_mask(torch.zeros(3, 3))
print(len(make_mask.cache), list(make_mask.cache))


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)

    @staticmethod
    def helper(x):
        return x * 2

    @classmethod
    def build(cls):
        return cls()

    @property
    def n_params(self):
        return sum(p.numel() for p in self.parameters())

    @torch.no_grad()
    def predict(self, x):
        return self.lin(self.helper(x))


m = Model.build()
print(m.n_params, m.predict(torch.ones(1, 2)).requires_grad, Model.helper(3))
