import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.attr = x

@torch.jit.script
def fn(foo):
    # type: (FooTest) -> Tensor
    return foo.attr

@torch.jit.script
def fn2(x):
    foo = FooTest(x)
    return fn(foo)

input = torch.ones(1)
print(fn2(input))
