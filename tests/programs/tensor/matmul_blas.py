import torch
from typing import List

# Sums and elements print rounded: their last digits depend on the OpenBLAS
# kernel (OPENBLAS_CORETYPE) and would make the expected output machine-bound.

def vals(n: int, dtype: torch.dtype):
    return ((torch.arange(n, dtype=torch.float64) * 0.7313) % 1.37 - 0.5).to(dtype)

@torch.jit.script
def products(a: torch.Tensor, b: torch.Tensor, v: torch.Tensor):
    return [a @ b, a.t() @ a, torch.mm(b.t(), a.t()), a @ v, torch.mv(b.t(), a[0]), torch.dot(v, v), v @ b]

# Rounded: the last digits depend on the OpenBLAS kernel (OPENBLAS_CORETYPE),
# and the output must not.
def show(t: torch.Tensor):
    head: List[float] = t.flatten()[:3].tolist()
    print(t.shape, round(t.sum().item(), 1), [round(x, 4) for x in head])

for dt in [torch.float32, torch.float64]:
    a = vals(37 * 53, dt).reshape(37, 53)
    b = vals(53 * 29, dt).reshape(53, 29) * 3.1
    v = vals(53, dt)
    for r in products(a, b, v):
        print(r.shape, round(r.sum().item(), 2), r.flatten()[:3])
    x = vals(4 * 5 * 6, dt).reshape(4, 5, 6)
    y = vals(4 * 6 * 7, dt).reshape(4, 6, 7)
    print(round(torch.bmm(x, y).sum().item(), 3), round((x @ y[0]).sum().item(), 3), torch.matmul(x, y).flatten()[:4])
    big = vals(8 * 30 * 20, dt).reshape(8, 30, 20)
    print(round(torch.bmm(big, big.transpose(1, 2)).sum().item(), 2), round((big @ big[0].t()).sum().item(), 2))
print(round(2.675, 2), round(1234.5678, -2), round(2.5, 0), round(1250, -2), round(7, 1))
