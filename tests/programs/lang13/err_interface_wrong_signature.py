import torch
import torch.nn as nn


@torch.jit.interface
class TensorToAny(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class IntMod(nn.Module):
    def forward(self, x: int) -> torch.Tensor:
        return torch.tensor(x)


class M(nn.Module):
    sub: TensorToAny

    def __init__(self):
        super().__init__()
        self.sub = IntMod()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.sub(x)


print("start")
torch.jit.script(M())
