# GELU (erf form) bit for bit: a contiguous float tensor of more than one
# element takes oneDNN's kernel in PyTorch 1.13, other layouts and dtypes
# ATen's formula (printed rounded there: its erf depends on the SIMD level).
import torch
import torch.nn as nn
import torch.nn.functional as F


@torch.jit.script
def gelu_script(x: torch.Tensor) -> torch.Tensor:
    return F.gelu(x)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ff = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 16))

    def forward(self, x):
        return x + self.ff(x)


torch.manual_seed(0)
# No randn: its values depend on the SIMD level.
x = ((torch.arange(203) * 37 % 101).float() - 50.0) / 7.3 + torch.arange(203).float() / 1000.0
print(F.gelu(x).tolist())
print(gelu_script(torch.linspace(-7.0, 7.0, 57)).tolist())
print(F.gelu(torch.tensor([float("inf"), 0.0, -0.0, 1e-30, -1e-30, 20.0, -20.0, 3e38])).tolist())
print(F.gelu(torch.tensor([float("nan"), 1.0])).isnan().tolist())
print(torch.equal(nn.GELU()(x.view(7, 29)).flatten(), F.gelu(x)))
m = Block().eval()
with torch.no_grad():
    for p in m.parameters():  # not the default init: uniform_ depends on the SIMD level
        p.copy_((((torch.arange(p.numel()) * 13 % 17).float() - 8.0) / 40.0).view_as(p))
with torch.no_grad():  # rounded: the GEMMs' last bits depend on the BLAS kernel
    print([round(v, 5) for v in m(torch.ones(2, 16) / 16.0).flatten().tolist()])
    print(torch.equal(torch.jit.script(m)(torch.ones(2, 16) / 16.0), m(torch.ones(2, 16) / 16.0)))
# ATen's paths: transposed (contiguous inner runs), strided, one element, double.
t = x[:200].view(8, 25).t()
print([round(v, 5) for v in F.gelu(t).flatten().tolist()])
print([round(v, 5) for v in F.gelu(x[::3]).tolist()])
print(round(F.gelu(x[5:6]).item(), 5), round(F.gelu(x.double()).sum().item(), 6))
print(F.gelu(t).is_contiguous(), F.gelu(t).stride())
