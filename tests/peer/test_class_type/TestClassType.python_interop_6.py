import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class Foo(object):
    def __init__(self, x, y):
        self.x = x
        self.y = y

@torch.jit.script
def use_foo(foo):
    # type: (Foo) -> Foo
    return foo

x = torch.ones(2, 3)
y = torch.zeros(2, 3)
f = Foo(x, y)
print(f.x, f.y)
f2 = use_foo(f)
print(f2.x, f2.y)
