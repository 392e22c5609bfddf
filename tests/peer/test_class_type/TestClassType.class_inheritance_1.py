import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

@torch.jit.script
class Base(object):
    def __init__(self):
        self.b = 2

    def two(self, x):
        return x + self.b

@torch.jit.script
class Derived(Base):
    def two(self, x):
        return x + self.b + 2
