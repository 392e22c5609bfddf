import torch
from typing import List


@torch.jit.script
def gamma_family(x: torch.Tensor) -> List[torch.Tensor]:
    return [torch.digamma(x), torch.polygamma(1, x[:5]), torch.polygamma(3, x[:5]), torch.mvlgamma(x + 2.0, 3),
            torch.igamma(x, x * 0.5 + 1.0), torch.igammac(x, x + 0.25), torch.i0(x), torch.sinc(x),
            torch.logit(x * 0.1), torch.logit(x, 0.25), torch.deg2rad(x), torch.rad2deg(x)]


@torch.jit.script
def in_place(x: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    a.digamma_()
    b = x.clone()
    b.sinc_()
    c = x.clone()
    c.polygamma_(2)
    c = c[:5]
    d = x.clone()
    d.logit_(0.2)
    e = x.clone()
    e.i0_()
    return [a, b, c, d, e]


@torch.jit.script
def int_inputs(n: torch.Tensor) -> List[torch.Tensor]:
    return [torch.digamma(n), torch.deg2rad(n), torch.i0(n)]


x = torch.tensor([0.5, 1.0, 2.5, 7.0, -0.5, -2.0, 0.0])
for t in gamma_family(x):
    print(t.dtype, [round(v, 4) for v in t.tolist()])
for t in in_place(x):
    print([round(v, 4) for v in t.tolist()])
for t in int_inputs(torch.tensor([1, 2, 3])):
    print(t.dtype, [round(v, 4) for v in t.tolist()])
print(torch.digamma(torch.tensor([1.5, 3.0], dtype=torch.float64)))
print(torch.mvlgamma(torch.tensor([2.5, 4.0]), 2))
try:
    torch.mvlgamma(torch.tensor([0.1]), 3)
except RuntimeError as e:
    print(e)
try:
    torch.ones(3, dtype=torch.long).digamma_()
except RuntimeError as e:
    print(e)
