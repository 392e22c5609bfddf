# Vector and matrix norms, pinv, matrix_rank, matrix_power and friends in
# script functions; rounded where LAPACK's last digits could differ.
import torch
from typing import List


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    return torch.round(x, decimals=4) + 0.0


@torch.jit.script
def norms(a: torch.Tensor, v: torch.Tensor):
    print(r(torch.linalg.norm(v)), r(torch.linalg.norm(a)), r(torch.linalg.norm(a, dim=1)))
    print(r(torch.linalg.norm(v, ord=1)), r(torch.linalg.norm(v, ord=float("inf"))))
    print(r(torch.linalg.norm(a, ord="fro")), r(torch.linalg.norm(a, ord="nuc")), r(torch.linalg.norm(a, ord=2)))
    print(r(torch.linalg.norm(a, ord=-1)), r(torch.linalg.norm(a, ord=float("-inf"))))
    print(r(torch.linalg.norm(a, keepdim=True)))
    print(r(torch.linalg.vector_norm(a, ord=3.5)), r(torch.linalg.vector_norm(a, dim=(0, 1), keepdim=True)))
    for o in [1.0, -1.0, 2.0, -2.0, float("inf"), float("-inf")]:
        print(o, r(torch.linalg.matrix_norm(a, ord=o)))
    print(r(torch.linalg.matrix_norm(a, ord="nuc", keepdim=True)))
    b = torch.stack([a, 2 * a, a.t()])
    print(r(torch.linalg.matrix_norm(b)), r(torch.linalg.matrix_norm(b, ord=1, dim=(2, 0))))
    print(r(torch.linalg.matrix_norm(b, ord=float("inf"), dim=(0, 2), keepdim=True)).shape)
    print(r(torch.linalg.norm(b, dim=(1, 2))))


@torch.jit.script
def pseudo(a: torch.Tensor, w: torch.Tensor):
    p = torch.linalg.pinv(w)
    print(p.shape, r(p @ w))
    print(r(torch.pinverse(w) - p).abs().max())
    sym = a @ a.t()
    print(r(torch.linalg.pinv(sym, hermitian=True) @ sym))
    low = w @ w.t()
    print(torch.linalg.matrix_rank(low), torch.linalg.matrix_rank(a), torch.linalg.matrix_rank(low, hermitian=True))
    print(torch.linalg.matrix_rank(torch.zeros(3, 3)), torch.linalg.matrix_rank(low, atol=1.0, rtol=0.0))
    print(torch.linalg.matrix_rank(torch.stack([low, a[:3, :3], torch.eye(5)[:3, :3]])))


@torch.jit.script
def powers(a: torch.Tensor):
    print(r(torch.linalg.matrix_power(a, 0)))
    print(r(torch.linalg.matrix_power(a, 3) - a @ a @ a).abs().max())
    print(r(torch.matrix_power(a, 6) / 100))
    print(r(torch.linalg.matrix_power(a, -2) @ a @ a))
    print(torch.linalg.matrix_power(torch.tensor([[1, 1], [1, 0]]), 10))
    print(r(torch.linalg.multi_dot([a, a.t(), a])))
    print(torch.linalg.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0])))
    print(torch.linalg.vecdot(a, a), torch.linalg.diagonal(a, offset=1))


torch.manual_seed(1)
a = torch.randn(4, 4)
v = torch.randn(6)
w = torch.randn(3, 5)
norms(a, v)
norms(a.double(), v.double())
pseudo(a, w)
pseudo(a.double(), w.double())
powers(a)
