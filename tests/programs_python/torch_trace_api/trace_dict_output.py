import torch
import torch.nn as nn
torch.manual_seed(0)
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(4, 2)
    def forward(self, x):
        y = self.l(x)
        return {"out": y, "relu": torch.relu(y)}
m = M()
t = torch.jit.trace(m, torch.randn(2, 4), strict=False)
r = t(torch.ones(2, 4))
print(sorted(r.keys()))
print(torch.allclose(r["out"], m(torch.ones(2, 4))["out"]))
print(r["relu"].shape)
try:
    torch.jit.trace(m, torch.randn(2, 4))
except Exception as e:
    print(type(e).__name__)
