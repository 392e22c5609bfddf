import torch
import torch.nn as nn
from typing import List, Tuple

torch.manual_seed(0)

class X(object):
    def __init__(self, x):
        # type: (int) -> None
        self.x = x

    @staticmethod
    def identity(x):
        return x

def fn(x, y):
    return X.identity(x)

print(torch.jit.script(fn)(torch.randn(2, 2), torch.randn(2, 2)))
