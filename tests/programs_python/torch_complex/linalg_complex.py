import torch

# Complex linear algebra through LAPACK's c/z routines. Results are printed
# rounded, as (real, imag) pairs, so they do not depend on the BLAS kernel.
def r(t):
    if isinstance(t, (tuple, list)):
        return tuple(r(x) for x in t)
    if t.is_complex():
        t = torch.view_as_real(t.resolve_conj())
    if t.is_floating_point():
        return (t * 1e4).round() / 1e4 + 0.0
    return t

A = torch.tensor([[2 + 1j, 1 - 1j, 0.5j], [0.25, 3 - 2j, 1 + 1j], [1j, -1, 4 + 0.5j]], dtype=torch.cdouble)
B = torch.tensor([[1 + 0j, 2j], [0.5 - 1j, 1], [-1j, 3 + 1j]], dtype=torch.cdouble)
H = torch.tensor([[4, 1 - 1j, 0.5j], [1 + 1j, 5, 2 - 0.5j], [-0.5j, 2 + 0.5j, 6]], dtype=torch.cdouble)

print("det", r(torch.linalg.det(A)), r(torch.det(A.to(torch.cfloat))))
print("slogdet", r(torch.linalg.slogdet(A)))
print("inv", r(torch.linalg.inv(A)))
print("inv check", bool(torch.allclose(A @ torch.linalg.inv(A), torch.eye(3, dtype=torch.cdouble))))
print("solve", r(torch.linalg.solve(A, B)))
print("solve left=False", r(torch.linalg.solve(A, B.mT, left=False)))
L = torch.linalg.cholesky(H)
print("cholesky", r(L))
print("cholesky upper", r(torch.linalg.cholesky(H, upper=True)))
print("cholesky_solve", r(torch.cholesky_solve(B, L)))
print("cholesky_inverse", bool(torch.allclose(torch.cholesky_inverse(L) @ H, torch.eye(3, dtype=torch.cdouble))))
w, v = torch.linalg.eigh(H)
print("eigh", r(w), w.dtype, v.dtype)
print("eigh check", bool(torch.allclose(H @ v, v * w)))
print("eigvalsh U", r(torch.linalg.eigvalsh(H, UPLO="U")))
ev = torch.linalg.eigvals(A)
print("eigvals", r(ev[ev.real.argsort()]))
w2, v2 = torch.linalg.eig(A)
print("eig check", bool(torch.allclose(A @ v2, v2 * w2)))
s = torch.linalg.svdvals(A)
print("svdvals", r(s), s.dtype)
U, S, Vh = torch.linalg.svd(A)
print("svd check", bool(torch.allclose(U @ torch.diag(S).to(A.dtype) @ Vh, A)))
Q, R = torch.linalg.qr(A)
print("qr check", bool(torch.allclose(Q @ R, A)), r(R.diagonal().abs()))
print("pinv", bool(torch.allclose(torch.linalg.pinv(A), torch.linalg.inv(A))))
print("pinv hermitian", bool(torch.allclose(torch.linalg.pinv(H, hermitian=True), torch.linalg.inv(H))))
print("matrix_rank", torch.linalg.matrix_rank(A), torch.linalg.matrix_rank(torch.ones(3, 3, dtype=torch.cfloat)))
print("matrix_norm", r(torch.linalg.matrix_norm(A, 2)), r(torch.linalg.matrix_norm(A, "nuc")), r(torch.linalg.matrix_norm(A, 1)))
print("cond", r(torch.linalg.cond(A)))
print("lstsq", r(torch.linalg.lstsq(A, B).solution))
LU, piv = torch.linalg.lu_factor(A)
print("lu_factor", r(LU), piv)
P, Lf, Uf = torch.linalg.lu(A)
print("lu check", bool(torch.allclose(P @ Lf @ Uf, A)))
for left in (True, False):
    for adjoint in (False, True):
        rhs = B if left else B.mT
        X = torch.linalg.lu_solve(LU, piv, rhs, left=left, adjoint=adjoint)
        Aop = A.mH if adjoint else A
        print("lu_solve", left, adjoint, bool(torch.allclose(Aop @ X if left else X @ Aop, rhs)))
print("matrix_power -2", r(torch.linalg.matrix_power(A, -2)))
T = A.triu()
print("solve_triangular", r(torch.linalg.solve_triangular(T, B, upper=True)))
print("triangular_solve T", r(torch.triangular_solve(B, T, upper=True, transpose=True).solution))
a, tau = torch.geqrf(A)
print("householder", bool(torch.allclose(torch.linalg.householder_product(a, tau), Q)))
print("ormqr", bool(torch.allclose(torch.ormqr(a, tau, B, transpose=True), Q.mH @ B)))
LD, pv = torch.linalg.ldl_factor(H, hermitian=True)
print("ldl hermitian", r(torch.linalg.ldl_solve(LD, pv, B, hermitian=True)))
LD, pv = torch.linalg.ldl_factor(A + A.mT)
print("ldl symmetric", r(torch.linalg.ldl_solve(LD, pv, B)))
x = torch.tensor([1 + 2j, 3 - 1j])
y = torch.tensor([2 + 1j, 4 + 0j])
print("vecdot", torch.linalg.vecdot(torch.stack([x, y]), torch.stack([y, x])), torch.vdot(torch.tensor([2, 3]), torch.tensor([2, 1])))
print("batched det", r(torch.linalg.det(torch.stack([A, H]))))
try:
    torch.linalg.cholesky(A)
except Exception as e:
    print(type(e).__name__, e)
try:
    torch.linalg.inv(torch.zeros(2, 2, dtype=torch.cfloat))
except Exception as e:
    print(type(e).__name__, e)
