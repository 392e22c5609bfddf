import torch
import torch.nn as nn


class ConvBnRelu(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.k = 3

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            x = x + 1
        return torch.relu(self.bn(self.conv(x))) * self.k


class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.scale = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.tanh(self.fc(x)) * self.scale


torch.manual_seed(0)
frozen = torch.jit.freeze(torch.jit.script(ConvBnRelu().eval()))
print(frozen.code)
print("batch_norm" in frozen.code, "training" in frozen.code)
frozen = torch.jit.freeze(torch.jit.script(Mlp().eval()))
print(frozen.code)
