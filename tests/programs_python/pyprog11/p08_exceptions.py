import torch
import traceback

class ShapeError(Exception):
    def __init__(self, expected, got):
        super().__init__(f"expected {expected}, got {got}")
        self.expected = expected
        self.got = got

def check(t, shape):
    if tuple(t.shape) != shape:
        raise ShapeError(shape, tuple(t.shape))
    return True

try:
    check(torch.zeros(2, 3), (3, 2))
except ShapeError as e:
    print(type(e).__name__, e, e.expected, e.args)

try:
    torch.zeros(2, 3) @ torch.zeros(2, 3)
except RuntimeError as e:
    print("RuntimeError:", e)

try:
    torch.tensor([1, 2]) + torch.tensor([1, 2, 3])
except RuntimeError as e:
    print(str(e))

try:
    torch.zeros(3).view(2, 2)
except RuntimeError as e:
    print(e)

try:
    try:
        int("abc")
    except ValueError as e:
        raise KeyError("wrapped") from e
except KeyError as e:
    print(repr(e), repr(e.__cause__))

def f():
    raise IndexError("deep")

try:
    f()
except IndexError:
    lines = traceback.format_exc().strip().splitlines()
    print(lines[0])
    print(lines[-1])

errors = []
for val in ["1", "x", None, "3.5"]:
    try:
        errors.append(int(val))
    except (ValueError, TypeError) as e:
        errors.append(type(e).__name__)
    else:
        errors.append("ok")
    finally:
        errors.append("|")
print(errors)

try:
    torch.nn.Linear(3, 2)(torch.zeros(4, 5))
except RuntimeError as e:
    print(e)

try:
    torch.cat([torch.zeros(2, 2), torch.zeros(3, 3)])
except RuntimeError as e:
    print(e)
try:
    assert torch.equal(torch.ones(2), torch.zeros(2)), "tensors differ"
except AssertionError as e:
    print("assert:", e)
e = ValueError("a", 1)
print(e.args, str(e), repr(e))
