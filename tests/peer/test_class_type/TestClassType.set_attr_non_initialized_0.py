import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class FooTest(object):
    def __init__(self, x):
        self.foo = x

    def set_non_initialized(self, y):
        self.bar = y  # can't assign to non-initialized attr
