import torch
import torch.nn as nn


@torch.jit.interface
class OneTwo(nn.Module):
    def one(self, x: torch.Tensor) -> torch.Tensor:
        pass

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class OnlyForward(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x


class M(nn.Module):
    sub: OneTwo

    def __init__(self):
        super().__init__()
        self.sub = OnlyForward()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.sub(x)


print("start")
torch.jit.script(M())
