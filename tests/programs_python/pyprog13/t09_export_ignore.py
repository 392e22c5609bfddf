import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.k = 3
    def forward(self, x):
        return self.helper(x) + self.py_only(x)
    def helper(self, x):
        return x * self.k
    @torch.jit.ignore
    def py_only(self, x):
        return x + len([1, 2, 3])
    @torch.jit.export
    def extra(self, y: int) -> int:
        return y * self.k
    @torch.jit.unused
    def unused_fn(self, x):
        import os
        return x

s = torch.jit.script(M())
print(s(torch.ones(2)))
print(s.extra(5))
print(hasattr(s, "helper"), hasattr(s, "extra"))
print(s.code)
try:
    s.unused_fn(torch.ones(1))
except Exception as e:
    print(type(e).__name__)
