# Decorators and context managers around training utilities: call counting, eval mode, timers without time.
import contextlib
import functools
import torch
import torch.nn as nn


def count_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


def no_grad_method(fn):
    def inner(self, *args):
        with torch.no_grad():
            return fn(self, *args)
    return inner


@contextlib.contextmanager
def evaluating(model):
    was_training = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was_training)


class FreezeLayers:
    def __init__(self, *modules):
        self.modules = modules

    def __enter__(self):
        self.saved = [p.requires_grad for m in self.modules for p in m.parameters()]
        for m in self.modules:
            m.requires_grad_(False)
        return len(self.saved)

    def __exit__(self, exc_type, exc, tb):
        params = [p for m in self.modules for p in m.parameters()]
        for p, flag in zip(params, self.saved):
            p.requires_grad_(flag)
        print("exit with", exc_type.__name__ if exc_type else None)
        return exc_type is KeyError


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 2)
        self.drop = nn.Dropout(0.5)

    @count_calls
    def forward(self, x):
        return self.drop(self.a(x))

    @no_grad_method
    def predict(self, x):
        return self(x)


m = Model()
print(Model.forward.__name__, Model.forward.calls)
x = torch.ones(1, 2)
with evaluating(m) as mm:
    print(mm is m, m.training, m.drop.training)
    y = m.predict(x)
print(m.training, y.requires_grad, Model.forward.calls)
with FreezeLayers(m.a) as n:
    print("frozen", n, [p.requires_grad for p in m.parameters()])
print([p.requires_grad for p in m.parameters()])
with FreezeLayers(m.a):
    raise KeyError("swallowed")
try:
    with FreezeLayers(m.a):
        raise ValueError("propagates")
except ValueError as e:
    print("caught", e)
with contextlib.suppress(ZeroDivisionError):
    1 / 0
    print("not reached")
with torch.no_grad(), torch.enable_grad():
    print(torch.is_grad_enabled())
with torch.inference_mode():
    print(torch.is_inference_mode_enabled(), (x * 2).requires_grad)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(30), fib.cache_info())
with contextlib.ExitStack() as stack:
    for i in range(3):
        stack.callback(print, "cleanup", i)
    print("body")
