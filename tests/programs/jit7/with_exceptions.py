# `with` on script objects: a body that raises still runs __exit__ (of every
# open item, innermost first, across script calls) and the exception
# propagates even when __exit__ returns True; an exception in __enter__
# runs no exit.
import torch
from typing import Any


@torch.jit.script
class Log(object):
    def __init__(self):
        self.n = torch.zeros(1)

    def __enter__(self):
        self.n.mul_(10).add_(1)
        return self.n.item()

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.n.mul_(10).add_(2)
        return True


@torch.jit.script
class BadEnter(object):
    def __init__(self):
        self.n = torch.zeros(1)

    def __enter__(self):
        raise RuntimeError("no entry")
        return 0

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.n.add_(100)


def raises(x: int) -> int:
    if x > 0:
        raise ValueError("bad " + str(x))
    return x


def inner(c: Log, x: int) -> int:
    with c:
        return raises(x)


def outer(c: Log, d: Log, x: int) -> int:
    with c, d:
        y = inner(d, x)
    return y


def bad(b: BadEnter) -> int:
    with b:
        return 1


def show(fn, *args):
    try:
        print(fn(*args))
    except Exception as e:
        print(type(e).__name__, str(e).strip().splitlines()[-1])


s_outer = torch.jit.script(outer)
c, d = Log(), Log()
show(s_outer, c, d, 0)
print(c.n, d.n)
c, d = Log(), Log()
show(s_outer, c, d, 3)
print(c.n, d.n)
b = BadEnter()
show(torch.jit.script(bad), b)
print(b.n)
