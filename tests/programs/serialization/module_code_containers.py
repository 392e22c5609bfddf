import torch
import torch.nn as nn
from typing import Optional, List

class Block(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.w = nn.Parameter(torch.ones(n))
        self.bias: Optional[torch.Tensor] = None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = x * self.w
        if self.bias is not None:
            y = y + self.bias
        return y

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(2), Block(2)])
        self.act = nn.ReLU()
        self.scale = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for b in self.blocks:
            x = b(x)
        x = self.act(x)
        out: List[torch.Tensor] = []
        for i in range(3):
            out.append(x * i)
        return torch.stack(out).sum(0) * self.scale

    @torch.jit.export
    def info(self, k: int) -> str:
        if k > 2:
            return "big"
        return "small:" + str(k)

n = torch.jit.script(Net())
print(n.code)
print(n.info.code)
print(n(torch.ones(2)).detach(), n.info(1), n.info(5))
n.save("net.pt")
m = torch.jit.load("net.pt")
print(m(torch.ones(2)).detach(), m.info(1), m.info(5))
