import torch
from typing import Tuple


@torch.jit.script
def chain(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    a = torch.exp(x) * 0.25 - y / 3.0
    b = torch.clamp(torch.abs(a) + x * x, 0.5, 2.0)
    return a, b.sqrt() + torch.relu(-a)


def reference(x: torch.Tensor, y: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    # The same arithmetic one in-place step at a time, so nothing is fused.
    a = x.clone()
    a.exp_()
    a.mul_(0.25)
    a.sub_(y / 3.0)
    b = a.clone()
    b.abs_()
    b.add_(x * x)
    b.clamp_(0.5, 2.0)
    b.sqrt_()
    r = a.clone()
    r.neg_()
    r.relu_()
    return a, b.add_(r)


@torch.jit.script
def scalar_operands(x: torch.Tensor, s: torch.Tensor, k: float) -> torch.Tensor:
    return torch.exp(x * s) / (1.0 + k) - s


@torch.jit.script
def bools(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return (x - y).abs() * 2


for n in [7, 40000, 100003]:
    x = torch.linspace(-3.0, 3.0, n)
    y = torch.cos(torch.arange(n, dtype=torch.float32))
    a, b = chain(x, y)
    ra, rb = reference(x, y)
    print(n, torch.equal(a, ra), torch.equal(b, rb), a.dtype, b.shape, b.is_contiguous())
    print(float(a.sum()), float(b.sum()), b[n // 3].item())

x = torch.linspace(-1.0, 1.0, 65536, dtype=torch.float64).reshape(256, 256)
y = torch.linspace(0.0, 2.0, 65536, dtype=torch.float64).reshape(256, 256)
a, b = chain(x, y)
ra, rb = reference(x, y)
print(torch.equal(a, ra), torch.equal(b, rb), b.dtype, b.shape)
a, b = chain(x.t(), y)  # not contiguous: runs unfused
ra, rb = reference(x.t(), y)
print(torch.equal(a, ra), torch.equal(b, rb))
a, b = chain(torch.ones(40000, 1), torch.zeros(3))  # broadcasting
print(a.shape, float(b.sum()))
print(scalar_operands(torch.linspace(0.0, 1.0, 50000), torch.tensor(2.0), 3.0)[::12345])
print(scalar_operands(torch.arange(40000), torch.tensor(2), 1.0)[-3:])
print(bools(torch.ones(40000, dtype=torch.int32), torch.zeros(40000, dtype=torch.int32)).sum())
bools(torch.ones(40000, dtype=torch.bool), torch.zeros(40000, dtype=torch.bool))
