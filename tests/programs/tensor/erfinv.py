# torch.erfinv / Tensor.erfinv_ (ATen's rational guess plus two Newton
# steps): endpoints, out-of-range and NaN inputs, int promotion, script code.
# Printed rounded: ATen's AVX2 build contracts the tail polynomial into FMAs,
# so the last bits there depend on the CPU capability.
import torch

x = torch.linspace(-1, 1, 41)
print(torch.erfinv(x).round(decimals=5))
print(torch.erfinv(torch.tensor([0.5, -0.3, 0.95, 0.999999, 2.0, float("nan")], dtype=torch.float64)).round(decimals=9))
print(torch.tensor([0, 1]).erfinv(), torch.tensor([-1.0, 1.0]).erfinv())
y = torch.tensor([0.1, -0.6, 0.75])
y.erfinv_()
print(y.round(decimals=5))
print(torch.erf(torch.erfinv(torch.linspace(-0.99, 0.99, 9))).round(decimals=5))


@torch.jit.script
def f(t: torch.Tensor) -> torch.Tensor:
    return t.erfinv() + torch.erfinv(t)


print(f(torch.tensor([0.1, 0.2])).round(decimals=5))
torch.manual_seed(0)
w = torch.empty(2, 3)
torch.nn.init.trunc_normal_(w, std=0.02)
print(w.round(decimals=4))
