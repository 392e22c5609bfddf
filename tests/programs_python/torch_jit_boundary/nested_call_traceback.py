# A runtime error in nested script calls shows one traceback frame per call,
# outermost first, as PyTorch's inlined call stacks do.
import os
import torch
import torch.nn as nn
from typing import List
class Sub(nn.Module):
    def forward(self, x: List[int]) -> int:
        return x[7]
class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.sub = Sub()
    def helper(self, x: List[int]) -> int:
        return self.sub(x) * 2
    def forward(self, x: List[int]) -> int:
        return self.helper(x) + 1
m = torch.jit.script(Top())
try:
    m([1])
except Exception as e:
    print(str(e).replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""))
def lvl3(x: List[int]) -> int:
    return x[9]
def lvl2(x: List[int]) -> int:
    y = lvl3(x)
    return y
@torch.jit.script
def lvl1(x: List[int]) -> int:
    return lvl2(x)
try:
    lvl1([1])
except Exception as e:
    print(str(e).replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""))
