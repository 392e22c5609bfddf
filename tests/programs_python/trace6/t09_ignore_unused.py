import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.k = 2

    @torch.jit.ignore
    def py_only(self, x):
        return x + len([1, 2, 3])

    @torch.jit.unused
    def never(self, x):
        import numpy
        return x

    def forward(self, x):
        if self.training:
            return self.py_only(x) * self.k
        return self.never(x)

s = torch.jit.script(M())
print(s.code)
print(s(torch.ones(2)))
s.eval()
try:
    s(torch.ones(2))
except Exception as e:
    print(type(e).__name__)
    print(str(e).splitlines()[-1][:80] if str(e) else '')
