# geqrf / householder_product / orgqr / ormqr, ldl_factor(_ex) / ldl_solve,
# lu_factor_ex and symeig in script code: results rounded, reconstructions checked.
import torch
from typing import Tuple


@torch.jit.script
def qr_parts(a: torch.Tensor, c: torch.Tensor):
    h, tau = torch.geqrf(a)
    q = torch.linalg.householder_product(h, tau)
    q2 = torch.orgqr(h, tau)
    qc = torch.ormqr(h, tau, c)
    qtc = torch.ormqr(h, tau, c, left=True, transpose=True)
    cq = torch.ormqr(h, tau, c.transpose(-2, -1), left=False)
    return h, tau, q, q2, qc, qtc, cq


@torch.jit.script
def ldl(s: torch.Tensor, b: torch.Tensor):
    ld, piv = torch.linalg.ldl_factor(s)
    ld2, piv2, info = torch.linalg.ldl_factor_ex(s, hermitian=True)
    x = torch.linalg.ldl_solve(ld, piv, b)
    return ld, piv, info, x, torch.equal(ld, ld2), torch.equal(piv, piv2)


@torch.jit.script
def lu_ex(a: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return torch.linalg.lu_factor_ex(a)


torch.manual_seed(0)
for dtype in [torch.float32, torch.float64]:
    a = torch.randn(2, 5, 3, dtype=dtype)
    c = torch.randn(2, 5, 2, dtype=dtype)
    h, tau, q, q2, qc, qtc, cq = qr_parts(a, c)
    print(h.shape, h.stride(), tau.shape, q.shape, q.stride(), qc.shape, cq.shape)
    print(torch.round(h, decimals=4))
    print(torch.round(tau, decimals=4))
    print(torch.round(q, decimals=4), torch.equal(q, q2))
    r = torch.triu(h[..., :3, :])
    print(torch.allclose(q @ r, a, atol=1e-5))
    print(torch.round(qc, decimals=4), torch.round(qtc, decimals=4), torch.round(cq, decimals=4))
    s = torch.randn(3, 4, 4, dtype=dtype)
    s = s + s.transpose(-2, -1)
    b = torch.randn(3, 4, 2, dtype=dtype)
    ld, piv, info, x, same_ld, same_piv = ldl(s, b)
    print(torch.round(ld, decimals=4), piv, info, same_ld, same_piv)
    print(torch.round(x, decimals=4), torch.allclose(s @ x, b, atol=1e-4))
    lu, p, inf = lu_ex(torch.stack([torch.randn(3, 3, dtype=dtype), torch.zeros(3, 3, dtype=dtype)]))
    print(torch.round(lu, decimals=4), p, inf)

# A 2x2 pivot block (negative pivots) and an indefinite matrix.
s2 = torch.tensor([[0., 1., 2.], [1., 0., 3.], [2., 3., 0.]])
ld, piv = torch.linalg.ldl_factor(s2)
print(ld, piv)
print(torch.round(torch.linalg.ldl_solve(ld, piv, torch.eye(3)) @ s2, decimals=4) + 0.0)
print(torch.linalg.ldl_factor(torch.randn(2, 0, 0)))
print(torch.geqrf(torch.randn(2, 0, 3)))
w, v = torch.symeig(s2, eigenvectors=True)
print(torch.round(w, decimals=4), torch.round(v.abs(), decimals=4))
print(torch.symeig(s2, upper=False))
