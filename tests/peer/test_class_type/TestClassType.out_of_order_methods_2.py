import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.x = x
        self.x = self.get_stuff(x)

    def get_stuff(self, y):
        return self.x + y

@torch.jit.script
def fn(x):
    f = FooTest(x)
    return f.x

input = torch.ones(1)
print(fn(input))
