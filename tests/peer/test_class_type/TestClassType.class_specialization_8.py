import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class Foo(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y

def use_foo(foo, foo2, tup):
    # type: (Foo, Foo, Tuple[Foo, Foo]) -> Tensor
    a, b = tup
    return foo.x + foo2.y + a.x + b.y

x = torch.ones(2, 3)
y = torch.zeros(2, 3)
f = Foo(x, y)
f2 = Foo(x * 2, y * 3)
f3 = Foo(x * 4, y * 4)
input = (f, f2, (f, f3))
print(torch.jit.script(use_foo)(*input))
