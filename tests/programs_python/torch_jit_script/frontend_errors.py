# Constructs PyTorch's Python frontend rejects raise
# torch.jit.frontend.NotSupportedError; the compiler's argument checks of
# range, enumerate and zip, and of list annotations, use PyTorch's messages.
import torch
from typing import Dict, List


def report(fn):
    try:
        torch.jit.script(fn)
    except Exception as e:
        print(type(e).__module__ + "." + type(e).__name__ + ":", str(e).strip().splitlines()[0])


def for_else(n: int):
    c = 0
    for i in range(n):
        c += i
    else:
        c = -1
    return c


def takes(a: int, b: int):
    return a + b


def kwarg_expansion(d: Dict[str, int]):
    return takes(**d)


def dict_expansion():
    d = {"a": 1}
    return {**d}


def varargs(*xs: int):
    return 0


def range_none():
    s = 0
    for i in range():
        s += i
    return s


def range_float():
    s = 0
    for i in range(0.5):
        s += 1
    return s


def enumerate_many(x: List[int]):
    for i, v in enumerate(x, 1, 2):
        pass
    return 0


def zip_none():
    for v in zip():
        pass
    return 0


def print_kw(x: int):
    print(x, sep="")


def hasattr_name(x: int, name: str):
    return hasattr(x, name)


def list_for_int():
    b: int = [2, 3]
    return b


def comprehension_for_int():
    return torch.jit.annotate(int, [x for x in [1, 2, 3]])


for f in (list_for_int, comprehension_for_int, for_else, kwarg_expansion, dict_expansion, varargs, range_none, range_float, enumerate_many, zip_none,
          print_kw, hasattr_name):
    report(f)
