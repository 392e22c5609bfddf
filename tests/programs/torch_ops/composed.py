import torch
from typing import List


@torch.jit.script
def arithmetic(x: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    a.addcmul_(x, x, value=0.5)
    b = torch.zeros(2, 2)
    b.addr_(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), beta=0.0, alpha=2.0)
    return [torch.addcmul(x, x, x, value=0.5), torch.addcdiv(x, x, x + 1, value=2), a, b,
            torch.addr(torch.ones(2, 2), torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])),
            torch.addbmm(torch.ones(2, 2), torch.ones(3, 2, 4), torch.ones(3, 4, 2), beta=0.5, alpha=2.0),
            torch.dist(x, x * 2), torch.dist(x, x * 2, 1), torch.dist(x, x * 2, float("inf")),
            torch.renorm(x, 2, 0, 5), torch.renorm(x, 1, 1, 6)]


@torch.jit.script
def integration(x: torch.Tensor) -> List[torch.Tensor]:
    s = torch.tensor([0.0, 1.0, 3.0])
    return [torch.trapezoid(torch.tensor([1.0, 2.0, 4.0])), torch.trapezoid(x, dx=0.5), torch.trapezoid(x, s),
            torch.trapz(x, dx=2.0), torch.trapz(x, s), torch.cumulative_trapezoid(x),
            torch.cumulative_trapezoid(x, s), torch.trapezoid(torch.tensor([1, 2, 4])),
            torch.trapezoid(x, dim=0)]


@torch.jit.script
def builders(x: torch.Tensor) -> List[torch.Tensor]:
    return [torch.diagflat(torch.tensor([1, 2])), torch.diagflat(x, 1), torch.diag_embed(x, 1),
            torch.diag_embed(x, -1, 0, 2), torch.block_diag([torch.tensor([[1, 2]]), torch.tensor([[3.0], [4.0]]),
                                                             torch.tensor(5)]),
            torch.cartesian_prod([torch.tensor([1, 2]), torch.tensor([3, 4, 5])]),
            torch.combinations(torch.tensor([1, 2, 3])), torch.combinations(torch.tensor([1, 2, 3]), 3, True),
            torch.combinations(torch.tensor([4, 5, 6, 7]), 3), torch.vander(torch.tensor([1, 2, 3])),
            torch.vander(torch.tensor([1.0, 2.0]), 3, True), torch.linalg.vander(torch.tensor([[1, 2, 3], [2, 0, 1]])),
            torch.cov(x), torch.cov(x, correction=0, fweights=torch.tensor([1, 2, 1]),
                                    aweights=torch.tensor([0.5, 1.0, 2.0])),
            torch.corrcoef(x), torch.isin(torch.tensor([1, 2, 3, 4]), torch.tensor([2, 4])),
            torch.isin(torch.tensor([1, 2]), 2, invert=True), torch.isin(3, torch.tensor([1, 3])),
            torch.argwhere(torch.tensor([[0, 1], [1, 1]]))]


@torch.jit.script
def scatters(x: torch.Tensor) -> List[torch.Tensor]:
    z = torch.zeros(3, 3)
    return [torch.slice_scatter(z, torch.ones(1, 3), 0, 1, 2), torch.slice_scatter(z, torch.ones(3, 2), 1, 0, 3, 2),
            torch.select_scatter(z, torch.tensor([1.0, 2.0, 3.0]), 1, 0),
            torch.diagonal_scatter(z, torch.tensor([7.0, 8.0]), 1),
            torch.as_strided_scatter(z, torch.ones(2), [2], [4], 0), z]


x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 7.0]])
for group in [arithmetic(x), integration(x), builders(x), scatters(x)]:
    for t in group:
        print(t.dtype, t.shape, [round(float(v), 4) for v in t.flatten().tolist()])
for bad in [lambda: torch.addcdiv(torch.tensor([1, 2]), torch.tensor([1, 2]), torch.tensor([1, 2])),
            lambda: torch.slice_scatter(torch.zeros(3, 3), torch.ones(2, 3), 0, 1, 2),
            lambda: torch.block_diag(torch.zeros(1, 1, 1))]:
    try:
        bad()
    except RuntimeError as e:
        print(str(e)[:120])
