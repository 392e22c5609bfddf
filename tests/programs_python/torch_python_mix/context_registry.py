import torch
import torch.nn as nn
import functools
import contextlib

MODELS = {}

def register(name=None):
    def deco(cls):
        MODELS[name or cls.__name__.lower()] = cls
        return cls
    return deco

@register()
class Tiny(nn.Module):
    def __init__(self, d=2):
        super().__init__()
        self.fc = nn.Linear(d, 1)
    def forward(self, x):
        return self.fc(x)

@register("big")
class Big(Tiny):
    def __init__(self):
        super().__init__(d=4)

print(sorted(MODELS), MODELS["big"].__name__)

class Timer:
    depth = 0
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        Timer.depth += 1
        print("  " * (Timer.depth - 1) + "enter", self.label)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("  " * (Timer.depth - 1) + "exit", self.label, exc_type.__name__ if exc_type else None)
        Timer.depth -= 1
        return exc_type is ValueError

@contextlib.contextmanager
def eval_mode(model):
    was = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was)

torch.manual_seed(0)
m = MODELS["tiny"]()
with Timer("outer"), Timer("inner") as t:
    print("label", t.label)
with Timer("swallow"):
    raise ValueError("ignored")
try:
    with Timer("propagate"):
        raise KeyError("k")
except KeyError as e:
    print("caught", repr(e))
with eval_mode(m) as mm, torch.no_grad():
    print(mm.training, mm(torch.ones(1, 2)).requires_grad)
print(m.training)

def log_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("call", fn.__name__, len(args), sorted(kwargs))
        return fn(*args, **kwargs)
    return wrapper

@log_calls
def step(model, x, *, scale=1.0):
    """one step"""
    return model(x) * scale

print(step.__name__, step.__doc__)
print(step(m, torch.ones(1, 2), scale=2.0).shape)
make = functools.partial(nn.Linear, bias=False)
print(make(3, 2))
print(functools.reduce(lambda a, b: a + b.numel(), m.parameters(), 0))
with contextlib.suppress(IndexError):
    torch.zeros(1)[5]
print("suppressed")
stack = contextlib.ExitStack()
with stack:
    stack.enter_context(Timer("stacked"))
    stack.callback(print, "callback ran")
