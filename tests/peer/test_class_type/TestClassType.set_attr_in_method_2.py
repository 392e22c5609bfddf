import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        # type: (int) -> None
        self.foo = x

    def incFooTest(self, y):
        # type: (int) -> None
        self.foo = self.foo + y

@torch.jit.script
def fn(x):
    # type: (int) -> int
    foo = FooTest(x)
    foo.incFooTest(2)
    return foo.foo

print(fn(1))
