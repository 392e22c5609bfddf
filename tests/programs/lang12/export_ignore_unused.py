import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor([1.0, 2.0]))
        self.calls = 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            return self.helper(x)
        return x - self.w

    def helper(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w

    @torch.jit.export
    def twice(self, x: torch.Tensor) -> torch.Tensor:
        return self.forward(self.forward(x))

    @torch.jit.ignore
    def python_side(self, x: torch.Tensor) -> int:
        return len(x.tolist()) * 100

    @torch.jit.unused
    def never(self, x: torch.Tensor) -> torch.Tensor:
        return x.numpy()

    @torch.jit.export
    def use_ignored(self, x: torch.Tensor) -> int:
        return self.python_side(x) + 1


s = torch.jit.script(M())
x = torch.tensor([3.0, 4.0])
print(s(x), s.twice(x))
s.eval()
print(s(x), s.twice(x))
print(s.use_ignored(x))
print(hasattr(s, "helper"), hasattr(s, "twice"))
try:
    s.never(x)
except Exception as e:
    print(type(e).__name__)
