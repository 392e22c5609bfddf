import torch
from typing import List, Tuple


@torch.jit.script
def gradients(y: torch.Tensor) -> List[torch.Tensor]:
    out = torch.gradient(y)
    out += torch.gradient(y, spacing=2.0)
    out += torch.gradient(y, dim=1)
    out += torch.gradient(y, spacing=[torch.tensor([0.0, 1.0]), torch.tensor([0.0, 1.0, 3.0, 4.0])])
    out += torch.gradient(y, spacing=[torch.tensor([0.0, 1.0, 3.0, 4.0])], dim=[1], edge_order=2)
    out += torch.gradient(y, dim=[0, 1])
    return out


@torch.jit.script
def orders(x: torch.Tensor, m: torch.Tensor) -> List[torch.Tensor]:
    v1, i1 = torch.nanmedian(x, 1)
    v2, i2 = torch.mode(m, 1)
    v3, i3 = torch.mode(torch.tensor([3.0, 1.0, 1.0, 3.0]))
    v4, i4 = torch.mode(m, 0, True)
    v5, i5 = torch.nanmedian(x, 0, keepdim=True)
    return [torch.nanmedian(x), v1, i1, v2, i2, v3, i3, v4, i4, v5, torch.nanmedian(torch.tensor([float("nan")])),
            torch.logcumsumexp(torch.tensor([0.0, 1.0, -float("inf"), 2.0]), 0),
            torch.logcumsumexp(x.nan_to_num(), 1)]


@torch.jit.script
def norms(x: torch.Tensor) -> List[torch.Tensor]:
    return [torch.frobenius_norm(x), torch.frobenius_norm(x, [1]), torch.frobenius_norm(x, [0], True),
            torch.nuclear_norm(torch.eye(2) * 3), torch.nuclear_norm(torch.ones(2, 2, 3), [1, 2]),
            torch.norm_except_dim(x, 2, 0), torch.norm_except_dim(x, 2, 1), torch.norm_except_dim(x, 2, -1),
            torch.matrix_exp(torch.tensor([[0.0, 1.0], [-1.0, 0.0]])),
            torch.linalg.matrix_exp(torch.eye(2, dtype=torch.float64) * 2),
            torch.matrix_exp(torch.tensor([[[1.0, 2.0], [0.0, 1.0]], [[5.0, 1.0], [2.0, 3.0]]]))]


y = torch.tensor([[1.0, 2.0, 4.0, 7.0], [2.0, 3.0, 5.0, 11.0]])
for t in gradients(y):
    print(t.dtype, [round(v, 4) for v in t.flatten().tolist()])
x = torch.tensor([[1.0, float("nan"), 3.0, 2.0], [4.0, 5.0, float("nan"), float("nan")], [7.0, 8.0, 6.0, 9.0]])
m = torch.tensor([[1, 2, 2, 3, 3], [5, 4, 4, 5, 1]])
for t in orders(x, m):
    print(t.dtype, t.shape, [round(float(v), 4) for v in t.flatten().tolist()])
for t in norms(torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])):
    print(t.dtype, t.shape, [round(v, 3) for v in t.flatten().tolist()])
for bad in [lambda: torch.gradient(torch.tensor([1.0])), lambda: torch.gradient(y, edge_order=3),
            lambda: torch.nuclear_norm(torch.ones(3))]:
    try:
        bad()
    except RuntimeError as e:
        print(e)
