# Programs that catch and report errors: shape mismatches, chained exceptions, traceback formatting.
import traceback
import torch
import torch.nn as nn


class ShapeError(ValueError):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected = expected
        self.got = got


def check(x, expected):
    if tuple(x.shape) != expected:
        raise ShapeError(expected, tuple(x.shape))
    return x


def load_batch(i):
    try:
        return check(torch.zeros(i, 3), (2, 3))
    except ShapeError as e:
        raise RuntimeError(f"batch {i} is malformed") from e


for i in (2, 4):
    try:
        b = load_batch(i)
        print("ok", b.shape)
    except RuntimeError as e:
        print(type(e).__name__, e, "| cause:", repr(e.__cause__), e.__cause__.expected)

lin = nn.Linear(3, 2)
try:
    lin(torch.zeros(2, 4))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.zeros(2, 3) + torch.zeros(4)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.zeros(2).view(3)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.tensor([1, 2]).float().long().item()
except (ValueError, RuntimeError) as e:
    print(type(e).__name__ + ":", e)
try:
    nn.Linear(2, 2)(torch.zeros(1, 2, dtype=torch.long))
except RuntimeError as e:
    print("dtype:", e)

try:
    {}["missing"]
except KeyError as e:
    lines = traceback.format_exception_only(type(e), e)
    print(lines)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise IndexError("while handling")
except IndexError as e:
    print(type(e.__context__).__name__, e.__suppress_context__, e.args)
err = ShapeError((1,), (2,))
print(str(err), repr(err), isinstance(err, ValueError), err.args)
try:
    raise err
except Exception as e:
    print("".join(traceback.format_exception_only(type(e), e)).strip())
finally:
    print("finally ran")
