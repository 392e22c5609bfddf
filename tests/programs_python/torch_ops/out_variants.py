import torch
a = torch.ones(2, 3)
y = torch.empty(2, 2)
r = torch.matmul(a, a.T, out=y)
print(y, r is y)
z = torch.zeros(3)
torch.add(torch.ones(3), 2, out=z)
print(z)
i = torch.zeros(3, dtype=torch.long)
try:
    torch.mul(torch.ones(3), 1.5, out=i)
except RuntimeError as e:
    print(e)
o = torch.empty(0)
torch.sum(torch.arange(6.).view(2, 3), 1, out=o); print(o)
@torch.jit.script
def f(x: torch.Tensor, out: torch.Tensor) -> torch.Tensor:
    return torch.sin(x, out=out)
q = torch.empty(2); f(torch.zeros(2), q); print(q)
