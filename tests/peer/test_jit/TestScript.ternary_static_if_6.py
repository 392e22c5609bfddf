import torch
import torch.nn as nn
from torch import Tensor
from typing_extensions import Final

class M1(torch.nn.Module):
    flag: torch.jit.Final[bool]

    def __init__(self):
        super().__init__()
        self.flag = True

    def forward(self) -> torch.Tensor:
        return torch.ones(3) if self.flag else {}

class M2(torch.nn.Module):
    flag: torch.jit.Final[bool]

    def __init__(self):
        super().__init__()
        self.flag = False

    def forward(self) -> torch.Tensor:
        return {} if self.flag else torch.ones(3)
model1 = M1()
model2 = M2()
script_model_1 = torch.jit.script(model1)
script_model_2 = torch.jit.script(model2)
print(model1.forward())
