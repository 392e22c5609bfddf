import torch
import torch.nn as nn
from torch import Tensor
from typing import Optional

torch.manual_seed(0)

class A(torch.nn.Module):
    __annotations__ = {'x': Optional[torch.Tensor]}

    def __init__(self):
        super(A, self).__init__()
        self.x = None

    @torch.jit.ignore
    def foo(self):
        if self.x is None:
            self.x = torch.tensor([3])
        return self.x

    def forward(self, x):
        a = self.foo()
        return x + 1
m = torch.jit.script(A())
m(torch.rand(1))
print(torch.tensor([3]))
