import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.scael


m = M()
print(m.scale)
s = torch.jit.script(m)
print("not reached")
