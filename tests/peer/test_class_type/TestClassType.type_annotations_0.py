import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        # type: (bool) -> None
        self.foo = x

@torch.jit.script
def fn(x):
    FooTest(x)

fn(2)
