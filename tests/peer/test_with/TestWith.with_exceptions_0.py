import torch
from typing import Any, List

torch.manual_seed(0)

@torch.jit.script
class Context(object):
    def __init__(self, start: int):
        self.count = torch.tensor([start], dtype=torch.double)

    def __enter__(self):
        self.count.add_(0.3)
        return self.count

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.count.sub_(0.3)

def method_that_raises():
    # type: () -> Tensor
    raise Exception()

def test_exception(x, c):
    # type: (Tensor, Context) -> Tensor
    with c as _:
        x += method_that_raises()

    return x

def test_exception_nested(x, c):
    # type: (Tensor, Context) -> Tensor
    with c as _:
        with c as _:
            x += method_that_raises()

    return x

def with_that_raises(c):
    # type: (Context) -> Tensor
    a = torch.tensor([1])

    with c as _:
        a += method_that_raises()

    return a

def test_exception_fn_call(x, c):
    # type: (Tensor, Context) -> Tensor
    with c as _:
        x += with_that_raises(c)

    return x

c = Context(1)
for f in (test_exception, test_exception_nested, test_exception_fn_call):
    try:
        torch.jit.script(f)(torch.randn(2), c)
        print("no exception")
    except Exception as e:
        print(type(e).__name__)
    print(c.count)
