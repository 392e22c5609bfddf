import torch
import torch.nn as nn
import torch.nn.functional as F


class Norms(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm([3, 4])
        self.ln2 = nn.LayerNorm(4, elementwise_affine=False, eps=1e-3)
        self.gn = nn.GroupNorm(2, 4)
        self.inorm = nn.InstanceNorm1d(3, affine=True)
        self.lrn = nn.LocalResponseNorm(2)

    def forward(self, x: torch.Tensor):
        return [self.ln(x), self.ln2(x), self.gn(x.reshape(2, 4, 3)), self.inorm(x), self.lrn(x)]


torch.manual_seed(0)
x = torch.randn(2, 3, 4)
m = Norms()
with torch.no_grad():
    m.ln.weight.copy_(torch.arange(12.0).reshape(3, 4) / 10)
    m.gn.bias.fill_(0.5)
s = torch.jit.script(m)
with torch.no_grad():
    for t in s(x):
        print(t.shape, torch.round(t, decimals=3))
print(torch.round(F.layer_norm(x, (4,)), decimals=3)[0])
print(torch.round(F.group_norm(x, 3), decimals=3)[1])
print(torch.round(F.normalize(x, dim=2), decimals=3)[0], torch.round(F.normalize(x, p=1.0, dim=0), decimals=3)[1])
print(torch.round(F.instance_norm(x.reshape(1, 6, 4)), decimals=3))
print(torch.round(F.rms_norm(x, (4,)), decimals=3) if hasattr(F, "rms_norm") else "no rms_norm")
