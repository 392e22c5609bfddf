import torch
import torch.nn as nn
from typing import List


class Block(nn.Module):
    def __init__(self, scale: float):
        super().__init__()
        self.scale = scale
        self.act = nn.ReLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(x) * self.scale


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(float(i + 1)) for i in range(3)])
        self.heads = nn.ModuleDict({"neg": nn.Hardtanh(-1.0, 0.0), "pos": nn.Sigmoid()})
        self.seq = nn.Sequential(nn.Flatten(), nn.Identity(), nn.Unflatten(1, (2, 2)))
        self.params = nn.ParameterList([nn.Parameter(torch.full((2,), float(i))) for i in range(2)])
        self.pdict = nn.ParameterDict({"w": nn.Parameter(torch.ones(1))})

    def forward(self, x: torch.Tensor) -> List[torch.Tensor]:
        outs: List[torch.Tensor] = []
        for i, b in enumerate(self.blocks):
            outs.append(b(x - i))
        for name, h in self.heads.items():
            outs.append(h(x))
        outs.append(self.seq(x.reshape(1, 4)))
        for p in self.params:
            outs.append(p * 2)
        outs.append(self.pdict["w"])
        return outs


n = torch.jit.script(Net())
x = torch.tensor([[-1.0, 0.5], [2.0, -3.0]])
with torch.no_grad():
    for t in n(x):
        print(t)
print(len(n.blocks), n.blocks[1].scale, list(n.heads.keys()) if hasattr(n.heads, "keys") else None)
print([k for k, _ in n.named_parameters()])
s = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
print(len(s), type(s[1]).__name__, type(s[-1]).__name__, len(s[:2]))
s.append(nn.Tanh())
print([type(m).__name__ for m in s], s[0].in_features)
print(s)
