import torch
import torch.nn as nn
from typing import List, Optional

@torch.jit.script
class RunningMean:
    def __init__(self, n: int):
        self.total = torch.zeros(n)
        self.count = 0
    def update(self, x: torch.Tensor):
        self.total += x
        self.count += 1
    def value(self) -> torch.Tensor:
        return self.total / max(self.count, 1)

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)
    @torch.jit.ignore
    def debug(self, x: torch.Tensor) -> None:
        print("debug shape", list(x.shape))
    @torch.jit.unused
    def only_python(self, x):
        return x.numpy()
    def forward(self, x: torch.Tensor, scale: Optional[float] = None) -> torch.Tensor:
        self.debug(x)
        y = self.fc(x)
        if scale is not None:
            y = y * scale
        return y

rm = RunningMean(2)
for v in [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])]:
    rm.update(v)
print(rm.value(), rm.count)
torch.manual_seed(0)
m = torch.jit.script(Model())
x = torch.ones(1, 3)
print(torch.round(m(x), decimals=4))
print(torch.round(m(x, 2.0), decimals=4))
@torch.jit.script
def topk_indices(xs: List[float], k: int) -> List[int]:
    out: List[int] = []
    used: List[bool] = [False] * len(xs)
    for _ in range(k):
        best = -1
        for i in range(len(xs)):
            if not used[i] and (best < 0 or xs[i] > xs[best]):
                best = i
        used[best] = True
        out.append(best)
    return out
print(topk_indices([0.1, 0.9, 0.5, 0.7], 2))
try:
    m.only_python(x)
except Exception as e:
    print(type(e).__name__)
print(m.code.count("debug") > 0)
