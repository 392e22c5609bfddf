import torch
# ENV: ATEN_CPU_CAPABILITY=avx2

# Float32/float64 math ops element by element as PyTorch's AVX2 kernels
# round them: SLEEF on vectors, the C library on cpu_kernel_vec tails and
# strided runs (Note [PyTorch's math paths]). tolist() prints each value
# exactly, so a one-ulp difference shows.
def apply(name: str, t: torch.Tensor) -> torch.Tensor:
    if name == 'exp':
        return torch.exp(t)
    if name == 'expm1':
        return torch.expm1(t)
    if name == 'log':
        return torch.log(t)
    if name == 'log2':
        return torch.log2(t)
    if name == 'log10':
        return torch.log10(t)
    if name == 'log1p':
        return torch.log1p(t)
    if name == 'sin':
        return torch.sin(t)
    if name == 'cos':
        return torch.cos(t)
    if name == 'tan':
        return torch.tan(t)
    if name == 'asin':
        return torch.asin(t)
    if name == 'acos':
        return torch.acos(t)
    if name == 'atan':
        return torch.atan(t)
    if name == 'sinh':
        return torch.sinh(t)
    if name == 'cosh':
        return torch.cosh(t)
    if name == 'tanh':
        return torch.tanh(t)
    if name == 'erf':
        return torch.erf(t)
    if name == 'sigmoid':
        return torch.sigmoid(t)
    return torch.exp2(t)

torch.manual_seed(0)
special = torch.tensor([0.0, -0.0, float('inf'), float('-inf'), 1e-40, 3e38, 1e10, 12345.678, 88.72, -103.9])
# Two rows of 23 inside rows of 30: 16 elements in a block, a tail of 7.
# Row 0 has random values in its block and specials in its tail, row 1 the
# reverse; x[::3] is a strided run.
x = torch.cat([torch.randn(16) * 3, special[:7], special, torch.randn(13) * 3])
rows = torch.zeros(2, 30)
rows[:, :23] = x.view(2, 23)
r = rows[:, :23]
names = ['exp', 'expm1', 'log', 'log2', 'log10', 'log1p', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan',
         'sinh', 'cosh', 'tanh', 'erf', 'sigmoid', 'exp2']
for name in names:
    print(name, apply(name, r).tolist(), apply(name, x[::3]).tolist())
for name in ['exp', 'sin', 'tanh', 'sinh', 'sigmoid']:
    print(name, 'float64', apply(name, r.double()).tolist())
y = x.flip(0)
print('atan2', torch.atan2(x, y).tolist(), torch.atan2(x, y[0]).tolist())
print('pow', torch.pow(x.abs(), y).tolist(), torch.pow(x, 2.5).tolist(), torch.pow(x[::2], -1.7).tolist())
print('pow scalar base', torch.pow(1.5, x).tolist())
print('expanded', torch.exp(x[5:6].expand(37)).tolist(), torch.sinh(x[5:6].expand(37)).tolist())

@torch.jit.script
def scripted(x: torch.Tensor):
    return x.sin() + x.cos() * x.tanh(), torch.sigmoid(x[::2]), x.pow(0.3), torch.atan2(x, x + 1.0)

for t in scripted(torch.linspace(-7.0, 7.0, 45)):
    print(t.tolist())
z = torch.linspace(-20, 20, 37)
z.sinh_()
print(z.tolist())
