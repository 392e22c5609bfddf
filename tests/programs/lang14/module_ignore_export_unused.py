import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = 3

    @torch.jit.export
    def helper(self, x: int) -> int:
        return x * self.w

    @torch.jit.ignore
    def py_only(self, x: torch.Tensor) -> torch.Tensor:
        return x + 100

    @torch.jit.unused
    def not_used(self, x: int) -> int:
        return x - 1

    def forward(self, x: torch.Tensor, use: bool) -> torch.Tensor:
        if use:
            return self.py_only(x)
        return x * self.helper(2)


m = torch.jit.script(M())
print(m(torch.tensor([1.0]), False))
print(m(torch.tensor([1.0]), True))
print(m.helper(5))
print(m.code)
try:
    m.not_used(3)
except Exception as e:
    print(type(e).__name__, str(e).replace(__file__, "<file>"))
