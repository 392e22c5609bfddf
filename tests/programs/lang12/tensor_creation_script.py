import torch
from typing import List


@torch.jit.script
def make(n: int):
    a = torch.zeros(n, 2)
    b = torch.ones([2, n], dtype=torch.int32)
    c = torch.full([n], 3.5)
    d = torch.arange(0, n, 2)
    e = torch.linspace(0.0, 1.0, 5)
    f = torch.eye(n)
    g = torch.empty(0)
    h = torch.tensor([[1, 2], [3, 4]], dtype=torch.float64)
    i = torch.zeros_like(h)
    j = torch.full_like(d, 7)
    k = torch.tensor(3.5)
    l = torch.tensor([True, False])
    return a, b, c, d, e, f, g.shape, h, i, j, k, l


for t in make(3):
    print(t)
print([t.dtype for t in make(2) if isinstance(t, torch.Tensor)])
