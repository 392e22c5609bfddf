import torch
import torch.nn as nn
import torch.nn.functional as F
from typing import List, Optional, Tuple


class Gate(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.proj = nn.Linear(dim, 2 * dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        a, b = self.proj(x).chunk(2, dim=-1)
        return a * torch.sigmoid(b)


class Model(nn.Module):
    __constants__ = ["depth"]

    def __init__(self, dim: int = 4, depth: int = 2):
        super().__init__()
        self.depth = depth
        self.gates = nn.ModuleList([Gate(dim) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim)
        self.scale: float = 0.5

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, List[float]]:
        norms: List[float] = []
        for g in self.gates:
            x = x + self.scale * g(x)
            norms.append(float(x.norm()))
        if mask is not None:
            x = x.masked_fill(mask, 0.0)
        return self.norm(x), norms

    @torch.jit.export
    def describe(self) -> str:
        return f"Model(depth={self.depth}, scale={self.scale})"


torch.manual_seed(0)
m = Model()
sm = torch.jit.script(m)
print(sm.code)
print(sm.describe())
print(getattr(sm.gates, "0").code)
x = torch.randn(2, 4)
out, norms = sm(x)
eo, en = m(x)
print(torch.allclose(out, eo), len(norms), [round(a - b, 4) for a, b in zip(norms, en)])
mask = torch.tensor([[True, False, False, False], [False, False, False, True]])
out2, _ = sm(x, mask)
print(out2.shape)
print(str(sm.graph).count("prim::Loop") >= 0)
print(sm.original_name, type(sm).__name__)
print([n for n, _ in sm.named_parameters()])
