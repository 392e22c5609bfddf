import torch
import torch.nn as nn
from torch import Tensor
from typing import Dict

@torch.jit.script
def return_dict(input: torch.Tensor) -> Dict[str, torch.Tensor]:
    return {'foo': input + 1}

class TraceModule(torch.nn.Module):

    def forward(self, input):
        dict = return_dict(input)
        return dict['foo'] + dict['foo']
x = torch.ones(1)
tm = torch.jit.trace(TraceModule(), x)
print(tm(x))
