import torch

class ShapeError(ValueError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected, self.got = expected, got

def check(t, shape):
    if tuple(t.shape) != shape:
        raise ShapeError(shape, tuple(t.shape))
    return t

try:
    check(torch.zeros(2, 3), (3, 2))
except ShapeError as e:
    print(type(e).__name__, e, e.args, e.expected)

def load(d, key):
    try:
        return d[key]
    except KeyError as e:
        raise RuntimeError(f"missing {key}") from e

try:
    load({}, "w")
except RuntimeError as e:
    print(e, "| cause:", repr(e.__cause__), e.__suppress_context__)

try:
    try:
        torch.zeros(2) + torch.zeros(3)
    except RuntimeError as e:
        print("inner:", e)
        raise ValueError("wrap")
except ValueError as e:
    print("context:", type(e.__context__).__name__)

try:
    torch.zeros(2, 3) @ torch.zeros(2, 3)
except RuntimeError as e:
    print(e)
try:
    torch.tensor([1, 2]).view(3)
except RuntimeError as e:
    print(e)
try:
    torch.zeros(3)[5]
except IndexError as e:
    print(e)
try:
    torch.nn.Linear(3, 2)(torch.zeros(4, 5))
except RuntimeError as e:
    print(e)
try:
    torch.cat([torch.zeros(2, 2), torch.zeros(3, 3)])
except RuntimeError as e:
    print(e)

def f():
    try:
        return "try"
    finally:
        print("finally runs")
print(f())
errors = []
for v in [1, 0, "a"]:
    try:
        r = 10 / v
    except ZeroDivisionError as e:
        errors.append(str(e))
    except TypeError as e:
        errors.append(type(e).__name__)
    else:
        errors.append(r)
print(errors)
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError(2)]) if hasattr(__builtins__, "ExceptionGroup") else ValueError("no groups")
except Exception as e:
    print(type(e).__name__)
try:
    raise RuntimeError("boom") from None
except RuntimeError as e:
    print(e.__cause__, e.__suppress_context__)
raise ShapeError((1,), (2,)) from KeyError("root")
