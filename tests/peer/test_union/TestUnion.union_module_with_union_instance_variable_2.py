import torch
import torch.nn as nn
from typing import Union

class M(torch.nn.Module):
    x: Union[int, str]

    def __init__(self, x: Union[int, str]):
        super().__init__()
        self.x: Union[int, str] = x

    def forward(self, y: Union[int, str]):
        self.x = y
        return self.x
print(torch.jit.script(M('bar'))('foo'))
