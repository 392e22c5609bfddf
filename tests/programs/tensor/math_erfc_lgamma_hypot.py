import torch
# ENV: ATEN_CPU_CAPABILITY=avx2

# erfc and lgamma (SLEEF on every element), asinh/acosh/atanh (the C
# library), hypot (SLEEF on blocks of 16, the C library on the tail).
torch.manual_seed(0)
x = torch.cat([torch.randn(20) * 3, torch.tensor([0.0, -0.0, float('inf'), float('-inf'), 1e-40, 0.5, 1.0, 2.0, -2.5, 100.0, 1e10])])
print(torch.erfc(x).tolist())
print(x.lgamma().tolist())
print(torch.asinh(x).tolist(), torch.acosh(x.abs() + 1).tolist(), torch.atanh(x / 20).tolist())
print(torch.hypot(x, x.flip(0)).tolist(), torch.hypot(x, torch.tensor(3.0)).tolist())
print(torch.erfc(x.double()[::2]).tolist(), torch.lgamma(x.double()).tolist())
print(torch.erfc(torch.tensor([1, 2])), torch.lgamma(torch.tensor([1, 2, 3], dtype=torch.int32)), torch.asinh(torch.tensor([True])))
y = x.clone()
y.erfc_()
z = x.clone()
z.hypot_(torch.ones(31))
print(y[:4].tolist(), z[:4].tolist())

@torch.jit.script
def f(a: torch.Tensor, b: torch.Tensor):
    return torch.erfc(a) + a.lgamma() * torch.hypot(a, b), torch.atanh(a / 10).asinh()

for t in f(torch.linspace(-3.0, 3.0, 37), torch.linspace(1.0, 2.0, 37)):
    print(t.tolist())
