import torch
import torch.nn as nn
from typing import List


class Block(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.k

    @torch.jit.export
    def describe(self) -> str:
        return "Block" + str(self.k)


class Tower(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(i) for i in range(3)])
        self.head = Block(100)

    def forward(self, x: torch.Tensor) -> List[str]:
        names: List[str] = []
        for b in self.blocks:
            x = b(x)
            names.append(b.describe())
        names.append(self.head.describe())
        names.append(str(self.head(x).tolist()))
        names.append(str(self.blocks[1](x).tolist()))
        return names


t = torch.jit.script(Tower())
print(t(torch.tensor([1.0])))
print(t.head.k, t.blocks[2].k, len(t.blocks))
print(t.code)
