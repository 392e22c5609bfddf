# `forward = _forward` in a class body: the method is compiled under the
# name the class gives it.
import torch
import torch.nn as nn


class Foo(nn.Module):
    def _forward(self, x):
        return x + 1

    forward = _forward


sm = torch.jit.script(Foo())
print(sm(torch.ones(2)), sm.forward.name)


@torch.jit.script
class Counter(object):
    def __init__(self):
        self.n = 0

    def bump(self) -> int:
        self.n += 1
        return self.n

    incr = bump


@torch.jit.script
def use() -> int:
    c = Counter()
    c.incr()
    return c.bump()


print(use())
