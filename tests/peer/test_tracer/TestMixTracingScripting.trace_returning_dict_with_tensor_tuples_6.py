import torch
import torch.nn as nn
from torch import Tensor
from typing import Dict
from typing import Tuple

class ReturnsDict(torch.nn.Module):

    def __init__(self):
        super().__init__()

    def forward(self, k: torch.Tensor, v: torch.Tensor) -> Dict[str, Tuple[torch.Tensor, torch.Tensor]]:
        x = 2 * k
        y = 3 * v
        result = {'imakey': (x, y)}
        return result

class ReturnsBadDict(torch.nn.Module):

    def __init__(self):
        super().__init__()

    def forward(self, k: torch.Tensor, v: torch.Tensor) -> Dict[str, Tuple[torch.Tensor, float]]:
        x = 2 * k
        result = {'imakey': (x, 1)}
        return result
mod = ReturnsDict()
traced_module = torch.jit.trace(mod, [torch.ones(1), torch.ones(1)], strict=False)
out = traced_module(torch.ones(1), torch.ones(1))
expected = {'imakey': (torch.tensor([2.0]), torch.tensor([3.0]))}
print(out)
