from typing import Optional, List, Dict
import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, 1)

    def forward(self, x):
        return self.lin(x)


class Model(nn.Module):
    scale: torch.jit.Final[float]
    use_norm: torch.jit.Final[bool]

    def __init__(self, use_norm: bool):
        super().__init__()
        self.scale = 2.0
        self.use_norm = use_norm
        self.blocks = nn.ModuleList([nn.Linear(4, 4) for _ in range(3)])
        self.heads = nn.ModuleDict({"a": Head(4), "b": Head(4)})
        self.norm: Optional[nn.Module] = nn.LayerNorm(4) if use_norm else None
        self.names: List[str] = ["x", "y"]
        self.counts: Dict[str, int] = {"calls": 0}

    def forward(self, x):
        for i, blk in enumerate(self.blocks):
            x = torch.relu(blk(x)) + i
        if self.use_norm and self.norm is not None:
            x = self.norm(x)
        outs = []
        for k, h in self.heads.items():
            outs.append(h(x))
        self.counts["calls"] += 1
        return torch.cat(outs, 1) * self.scale

    @torch.jit.export
    def num_blocks(self) -> int:
        return len(self.blocks)

    @torch.jit.ignore
    def debug(self, x):
        return f"python sees {tuple(x.shape)}"

    @torch.jit.unused
    def legacy(self, x):
        import numpy as np
        return np.zeros(3)


torch.manual_seed(0)
for flag in (True, False):
    m = Model(flag).eval()
    s = torch.jit.script(m)
    x = torch.randn(2, 4)
    print(flag, torch.allclose(s(x), m(x)), s.num_blocks(), s.counts, s.scale, s.debug(x))
    print(s.norm is None if not flag else type(s.norm).__name__)
try:
    s.legacy(x)
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0][:70])
try:
    s.scale = 3.0
except Exception as e:
    print(type(e).__name__, str(e)[:60])
print([n for n, _ in s.named_children()])
print(s.heads.a.lin.weight.shape, s.names)
print("num_blocks" in s.code or "blocks" in s.code)
