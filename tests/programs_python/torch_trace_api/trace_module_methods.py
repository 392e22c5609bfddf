import torch
import torch.nn as nn
torch.manual_seed(1)
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(3, 3))
    def forward(self, x):
        return x @ self.w
    def other(self, x):
        return (x @ self.w).sum(1)
m = M()
x = torch.randn(2, 3)
tm = torch.jit.trace_module(m, {"forward": x, "other": x})
print(torch.allclose(tm(x), m(x)), torch.allclose(tm.other(x), m.other(x)))
print(tm.other.code if hasattr(tm.other, "code") else "")
with torch.no_grad():
    m.w.zero_()
print(tm(x).abs().sum().item())
