# torch.linalg.eig/eigvals (complex results of a real matrix, conjugate
# pairs) and linalg.cond for every order; rounded, read through view_as_real.
import torch


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    if x.is_complex():
        x = torch.view_as_real(x.resolve_conj())
    return torch.round(x, decimals=4) + 0.0


@torch.jit.script
def r2(x: torch.Tensor) -> torch.Tensor:
    # cond goes through an inverse: float results can differ in the 6th digit.
    return torch.round(x, decimals=2) + 0.0


@torch.jit.script
def eig(a: torch.Tensor, b: torch.Tensor):
    w, v = torch.linalg.eig(a)
    print(w.dtype, v.dtype, r(w))
    print(r(v))
    res = torch.linalg.eig(b)
    # LAPACK normalizes each eigenvector to unit length.
    print(r(res.eigenvectors.abs().pow(2).sum(0)), r(res.eigenvalues.abs()))
    print(r(torch.linalg.eigvals(b)))
    print(torch.linalg.eigvals(torch.stack([a, 2 * a])).shape)


@torch.jit.script
def cond(b: torch.Tensor):
    print(r2(torch.linalg.cond(b)), r2(torch.linalg.cond(b, 2)), r2(torch.linalg.cond(b, -2)))
    print(r2(torch.linalg.cond(b, "fro")), r2(torch.linalg.cond(b, "nuc")))
    print(r2(torch.linalg.cond(b, 1)), r2(torch.linalg.cond(b, float("inf"))), r2(torch.linalg.cond(b, -1)))
    s = torch.tensor([[1.0, 2.0], [2.0, 4.0]], dtype=b.dtype)
    print(torch.linalg.cond(s, 1), torch.linalg.cond(s, "fro"), torch.linalg.cond(s) > 1e6)
    print(torch.linalg.cond(torch.stack([s, torch.eye(2, dtype=b.dtype)]), "fro"))


a = torch.tensor([[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 2.0]])
torch.manual_seed(3)
b = torch.randn(4, 4)
eig(a, b)
eig(a.double(), b.double())
cond(b)
cond(b.double())
