import torch
import contextlib

class ShapeError(ValueError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected = expected
        self.got = got

def check(t, shape):
    if tuple(t.shape) != shape:
        raise ShapeError(shape, tuple(t.shape))
    return t

try:
    check(torch.zeros(2, 3), (3, 2))
except ShapeError as e:
    print("caught:", e, e.expected)

def load(cfg):
    try:
        return cfg["lr"]
    except KeyError as e:
        raise RuntimeError("bad config") from e

try:
    load({})
except RuntimeError as e:
    print(e, "<-", repr(e.__cause__))

try:
    torch.ones(2, 3) @ torch.ones(2, 3)
except RuntimeError as e:
    print("matmul failed:", e)

try:
    torch.zeros(3)[5]
except IndexError as e:
    print("IndexError:", e)

def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())

class Timer:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is ZeroDivisionError

with Timer("a") as t:
    x = 1 / 0
print("after", t.name)

@contextlib.contextmanager
def eval_mode(model):
    was = model.training
    model.eval()
    try:
        yield model
    finally:
        model.train(was)

m = torch.nn.Dropout(0.5)
with eval_mode(m):
    print("inside", m.training)
print("outside", m.training)
with torch.no_grad():
    y = torch.ones(2, requires_grad=True) * 2
print(y.requires_grad)
try:
    raise TypeError("x")
except (ValueError, TypeError) as e:
    print(type(e).__name__)
else:
    print("no")
finally:
    print("done")
