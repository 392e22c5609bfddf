# torch.linalg decompositions on seeded random matrices, printed rounded
# (LAPACK builds may differ in the last digits; + 0.0 turns -0.0 into 0.0).
import torch
from typing import List


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    return torch.round(x, decimals=4) + 0.0


@torch.jit.script
def determinants(a: torch.Tensor, b: torch.Tensor):
    print(r(torch.linalg.det(a)), r(torch.det(b)))
    sign, logabsdet = torch.linalg.slogdet(b)
    print(sign, r(logabsdet))
    res = torch.linalg.slogdet(a)
    print(res.sign, r(res.logabsdet))
    print(r(torch.logdet(a @ a.t())))
    print(torch.linalg.det(torch.zeros(2, 2)), torch.linalg.det(torch.ones(0, 0)))


@torch.jit.script
def inverses(a: torch.Tensor, b: torch.Tensor):
    ai = torch.linalg.inv(a)
    print(r(ai))
    print(r(ai @ a))
    print(r(torch.inverse(b)))
    print(torch.linalg.inv(b).shape)
    x = torch.linalg.solve(a, torch.arange(4.0, dtype=a.dtype))
    print(r(x), r(a @ x))
    y = torch.linalg.solve(b, torch.ones(3, 3, 2, dtype=b.dtype))
    print(y.shape, r(y[1]))
    z = torch.linalg.solve(a, torch.ones(2, 4, dtype=a.dtype), left=False)
    print(r(z @ a))


@torch.jit.script
def factorizations(a: torch.Tensor, w: torch.Tensor):
    spd = a @ a.t() + torch.eye(4, dtype=a.dtype)
    l = torch.linalg.cholesky(spd)
    print(r(l))
    print(r(l @ l.t() - spd).abs().max())
    u = torch.linalg.cholesky(spd, upper=True)
    print(r(u - l.t()).abs().max())
    print(r(torch.cholesky(spd)))
    ex = torch.linalg.cholesky_ex(spd)
    print(ex.info)
    q, rr = torch.linalg.qr(w)
    print(q.shape, rr.shape, r(q @ rr - w).abs().max(), r(q.t() @ q))
    q2, r2 = torch.linalg.qr(w, mode="complete")
    print(q2.shape, r2.shape, r(q2 @ r2 - w).abs().max())
    q3, r3 = torch.linalg.qr(w, mode="r")
    print(q3.shape, r(r3.abs() - rr.abs()).abs().max())
    print(torch.qr(w, some=False)[0].shape)
    lu, piv = torch.linalg.lu_factor(a)
    print(lu.shape, piv.dtype, piv.shape)
    p, ll, uu = torch.linalg.lu(w)
    print(p.shape, ll.shape, uu.shape, r(p @ ll @ uu - w).abs().max())


@torch.jit.script
def spectral(a: torch.Tensor, w: torch.Tensor):
    s = a + a.t()
    vals, vecs = torch.linalg.eigh(s)
    print(r(vals))
    print(r(vecs @ torch.diag(vals) @ vecs.t() - s).abs().max())
    print(r(torch.linalg.eigvalsh(s, UPLO="U")))
    u, sv, vh = torch.linalg.svd(w, full_matrices=False)
    print(u.shape, sv.shape, vh.shape, r(sv))
    print(r(u @ torch.diag(sv) @ vh - w).abs().max())
    u2, sv2, vh2 = torch.linalg.svd(w)
    print(u2.shape, vh2.shape)
    print(r(torch.linalg.svdvals(w.t())))
    U, S, V = torch.svd(w)
    print(U.shape, V.shape, r(U @ torch.diag(S) @ V.t() - w).abs().max())
    res = torch.svd(w, compute_uv=False)
    print(res.U.abs().sum(), r(res.S))


@torch.jit.script
def triangular(a: torch.Tensor):
    t = torch.triu(a) + 4 * torch.eye(4, dtype=a.dtype)
    b = torch.arange(8.0, dtype=a.dtype).reshape(4, 2)
    x = torch.linalg.solve_triangular(t, b, upper=True)
    print(r(x), r(t @ x - b).abs().max())
    y = torch.linalg.solve_triangular(t.t(), b.t(), upper=False, left=False)
    print(r(y @ t.t() - b.t()).abs().max())
    sol, coeff = torch.triangular_solve(b, t)
    print(r(sol - x).abs().max(), coeff.shape)
    sol2 = torch.triangular_solve(b, t, transpose=True).solution
    print(r(t.t() @ sol2 - b).abs().max())
    ls = torch.linalg.lstsq(torch.cat([t, torch.ones(2, 4, dtype=a.dtype)]), torch.ones(6, 1, dtype=a.dtype))
    print(r(ls.solution), ls.rank, ls.residuals.shape)


torch.manual_seed(0)
a = torch.randn(4, 4)
b = torch.randn(3, 3, 3) + 2 * torch.eye(3)
w = torch.randn(5, 3)
determinants(a, b)
determinants(a.double(), b.double())
inverses(a, b)
inverses(a.double(), b.double())
factorizations(a, w)
factorizations(a.double(), w.double())
spectral(a, w)
spectral(a.double(), w.double())
triangular(a)
triangular(a.double())
