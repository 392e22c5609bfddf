# Augmented assignment evaluates its target once, before the right side, as
# PyTorch emits it (d[key(d)] += 1 called key twice), and .code matches.
import torch
from typing import Dict, List

calls: List[int] = []

@torch.jit.script
def key(d: Dict[str, int]) -> str:
    d["k"] = d.get("k", 0) + 100
    return "a"

@torch.jit.script
def aug(x: torch.Tensor, d: Dict[str, int], l: List[int]):
    x[torch.tensor([0, 2])] += 1
    x[1:2] *= 10
    d[key(d)] += 1
    l[len(l) - 1] -= 5
    y = x
    y += 1
    return x, d, l

x = torch.zeros(4)
print(aug(x, {"a": 1}, [1, 2, 3]), x)
print(aug.code)

class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.t = torch.zeros(2)
        self.d: Dict[str, int] = {"n": 0}
    def forward(self, x):
        self.count += 1
        self.t += x
        self.d["n"] += 2
        return self.t
m = torch.jit.script(M())
print(m(torch.ones(2)), m.count, m.d)
print(m.code)
