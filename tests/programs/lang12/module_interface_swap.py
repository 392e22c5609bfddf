import torch
import torch.nn as nn


@torch.jit.interface
class Activation(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Double(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


class Clip(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.clamp(-1.0, 1.0)


class Net(nn.Module):
    act: Activation

    def __init__(self, act: nn.Module):
        super().__init__()
        self.act = act

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(x) + 1


x = torch.tensor([-3.0, 0.5, 2.0])
a = torch.jit.script(Net(Double()))
b = torch.jit.script(Net(Clip()))
print(a(x), b(x))
