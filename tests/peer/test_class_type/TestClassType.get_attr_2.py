import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.foo = x

@torch.jit.script
def fn(x):
    foo = FooTest(x)
    return foo.foo

input = torch.ones(2, 3)
print(fn(input))
