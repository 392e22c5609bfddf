import torch
import torch.nn as nn
from typing import Union

class M(torch.nn.Module):
    x: Union[int, str] = 'foo'

    def __init__(self, y: int):
        super().__init__()
        x = y

    def forward(self, z: str):
        x = z
        return x
print(torch.jit.script(M(1))('foo'))
