import torch
import torch.nn as nn
from typing import Tuple


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.history = []

    @torch.jit.ignore
    def log(self, x: torch.Tensor) -> None:
        print("log", tuple(x.shape))

    def forward(self, x):
        self.log(x)
        return self.lin(x).relu()

    @torch.jit.export
    def both(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        return self.forward(x), x.size(0)

    def helper_not_exported(self):
        return "python only"


torch.manual_seed(0)
m = Model()
s = torch.jit.script(m)
y = s(torch.ones(3, 2))
z, n = s.both(torch.ones(5, 2))
print(y.shape, z.shape, n)


class Broken(nn.Module):
    def __init__(self):
        super().__init__()
        self.seen = []

    @torch.jit.ignore
    def record(self, x: torch.Tensor) -> None:
        self.seen.append(1)

    def forward(self, x):
        self.record(x)
        return x


try:
    torch.jit.script(Broken())(torch.ones(1))
except Exception as e:
    print(type(e).__name__, "'RecursiveScriptModule' object has no attribute 'seen'" in str(e))
print(hasattr(s, "helper_not_exported"))
try:
    s.helper_not_exported()
except Exception as e:
    print(type(e).__name__)
print(sorted(k for k in ("forward", "both", "log") if hasattr(s, k)))
print("log" in s.code)
