# Exceptions raised in script code reach Python as PyTorch raises them:
# `raise` and `assert` as torch.jit.Error, failing operations as
# RuntimeError; both carry the TorchScript traceback and are catchable.
import torch
from typing import Dict, List


@torch.jit.script
def checked_div(a: int, b: int) -> float:
    if b == 0:
        raise ValueError("division by zero requested for " + str(a))
    return a / b


@torch.jit.script
def pick(xs: List[int], i: int) -> int:
    return xs[i]


@torch.jit.script
def positive(x: float) -> float:
    assert x > 0, "x must be positive"
    return x ** 0.5


@torch.jit.script
def grade(scores: Dict[str, int], name: str) -> str:
    s = scores[name]
    if s >= 90:
        return "A"
    return "B"


def last_line(e):
    return str(e).strip().splitlines()[-1]


print(checked_div(7, 2))
try:
    checked_div(1, 0)
except torch.jit.Error as e:
    print("jit.Error:", last_line(e))
    print(isinstance(e, RuntimeError), isinstance(e, Exception), type(e).__name__)

for i in (1, 5, -4):
    try:
        print(pick([10, 20, 30], i))
    except RuntimeError as e:
        print("RuntimeError:", last_line(e))
        print(str(e).splitlines()[0])

try:
    positive(-1.0)
except Exception as e:
    print(type(e).__module__, type(e).__name__, "|", last_line(e))

try:
    grade({"ann": 95}, "bob")
except RuntimeError as e:
    print("caught", last_line(e))
finally:
    print("finally runs")

# The error is an ordinary Python exception object.
errors = []
for name in ["ann", "zed"]:
    try:
        errors.append(grade({"ann": 95}, name))
    except Exception as e:
        errors.append(type(e).__name__)
print(errors)


def wrapper(n):
    try:
        return checked_div(n, 0)
    except torch.jit.Error as e:
        raise KeyError("wrapped") from e

try:
    wrapper(3)
except KeyError as e:
    print(repr(e), type(e.__cause__).__name__)
