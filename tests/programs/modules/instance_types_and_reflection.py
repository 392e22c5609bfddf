import torch
import torch.nn as nn
from typing import List


class Holder(nn.Module):
    def __init__(self, v):
        super().__init__()
        self.v = v

    def forward(self, inc: int):
        return self.v + inc


class Block(nn.Module):
    items: List[float]

    def __init__(self, width: int, scale: float = 2.0):
        super().__init__()
        self.lin = nn.Linear(width, width)
        self.register_buffer("mask", torch.ones(width))
        self.gain = nn.Parameter(torch.full([1], scale))
        self.items = []

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.items.append(float(x.sum()))
        return self.lin(x) * self.mask * self.gain


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(3), Block(3, scale=0.5)])
        self.heads = nn.ModuleDict({"a": Holder(1), "b": Holder(2)})
        self.seq = nn.Sequential(nn.Linear(3, 2, bias=False), nn.ReLU())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for i, b in enumerate(self.blocks):
            x = b(x)
        total = 0
        for name, h in self.heads.items():
            total += h(len(name))
        return self.seq(x) * total + self.blocks[-1].gain


# one Python class, differently typed instances
print(torch.jit.script(Holder(1))(2), torch.jit.script(Holder(torch.ones(2)))(2), torch.jit.script(Holder(0.5))(2))

torch.manual_seed(0)
m = torch.jit.script(Net())
print(m(torch.ones(1, 3)).detach())
print([n for n, _ in m.named_parameters()])
print([n for n, _ in m.named_buffers()])
print([n for n, _ in m.named_children()])
print([n for n, _ in m.named_modules()])
print(list(m.state_dict().keys()))
print(len(list(m.parameters())), m.training)
m.eval()
print(m.training)
