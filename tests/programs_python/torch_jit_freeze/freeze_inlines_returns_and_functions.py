# torch.jit.freeze inlines submodule methods with early returns and free
# script functions (F.relu, helpers), as PyTorch's Inline pass does.
import torch
import torch.nn as nn
import torch.nn.functional as F


def scale_shift(x: torch.Tensor) -> torch.Tensor:
    y = x * 2
    out = y + 1
    return out


def gate(x: torch.Tensor) -> torch.Tensor:
    return torch.sigmoid(x) * x


class Branchy(nn.Module):
    def forward(self, x):
        if bool(x.sum() > 0):
            return x * 2
        return x - 1


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.branchy = Branchy()

    def forward(self, x):
        h = scale_shift(x)
        g = gate(h)
        k = F.relu(g)
        y = self.branchy(k - 3)
        return torch.tanh(y) + h


m = torch.jit.script(Net()).eval()
frozen = torch.jit.freeze(m)
print(frozen.code)
for x in (torch.ones(3), -torch.ones(3), torch.tensor([0.5, 2.0, -1.0]), torch.full((3,), 2.0)):
    print(torch.round(frozen(x), decimals=4), torch.equal(frozen(x), m(x)))
