// ===--- autograd_linalg_py.cpp - derivatives of linalg and norms, in Python -=== //
// Derivative formulas (Note [Grad tape]) for torch.linalg, the matrix
// products with a bias (addmv, addr, baddbmm, addbmm), vector and matrix
// norms, and the decompositions whose derivatives users reach for (det,
// inverse, solve, cholesky, eigh, svdvals, qr). Formulas follow PyTorch's
// derivatives.yaml / FunctionsManual.cpp, written with differentiable ops so
// that create_graph=True gives higher derivatives. Run in torch.autograd
// after autograd_formulas_py.cpp; Python-level calls are keyed by the
// function's last name component (`torch.linalg.det` is "det"), script code
// by the schema name ("linalg_det").
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kLinalgFormulasPy = R"PY(
import math
import torch
from torch import Tensor


def _mT(x):
    return x.transpose(-2, -1)


def _mH(x):
    # The adjoint. Formulas of ops that are not holomorphic (Note [Complex
    # gradients]) use it where PyTorch's do; for real tensors it is _mT.
    return x.transpose(-2, -1).conj()


def _live(k, recompute):
    # The op's result for a formula: the saved (detached) result, or under
    # create_graph (grad mode on while formulas run) the result recomputed
    # from the inputs, so that the formula itself is differentiable in them.
    return recompute() if torch.is_grad_enabled() else k["_out"]


def _f_det(a, k, g):
    x = a[0]
    d = _live(k, lambda: torch.linalg.det(x))
    # det(A) A^-T as PyTorch computes it: a solve with A^T, whose LU the
    # forward used (Note [Determinant of the transpose]).
    eye = torch.eye(x.shape[-1], dtype=x.dtype)
    return [(x, torch.linalg.solve(_mT(x), (g * d).unsqueeze(-1).unsqueeze(-1) * eye))]


def _f_logdet(a, k, g):
    x = a[0]
    return [(x, g.unsqueeze(-1).unsqueeze(-1) * _mT(torch.linalg.inv(x)))]


def _f_slogdet(a, k, gs):
    # logabsdet is real: its gradient is g A^{-H} (the sign's is not taken).
    if gs[1] is None:
        return []
    x = a[0]
    return [(x, gs[1].unsqueeze(-1).unsqueeze(-1) * _mH(torch.linalg.inv(x)))]


def _f_inv(a, k, g):
    inv_t = _mT(_live(k, lambda: torch.linalg.inv(a[0])))
    return [(a[0], -(inv_t @ g @ inv_t))]


def _f_inv_ex(a, k, gs):
    if gs[0] is None:
        return []
    return _f_inv(a, {"_out": k["_out"][0]}, gs[0])


def _f_solve(a, k, g):
    A, B = a[0], _arg(a, k, 1, "B", _arg(a, k, 1, "other"))
    left = _arg(a, k, 2, "left", True)
    X = _live(k, lambda: torch.linalg.solve(A, B, left=left))
    if not left:
        # X A = B: the transposed system.
        gB = _mT(torch.linalg.solve(_mT(A), _mT(g)))
        return [(A, -(_mT(X) @ gB)), (B, gB)]
    vector = B.dim() == 1 or (B.dim() == A.dim() - 1 and B.shape == A.shape[:-1])
    gB = torch.linalg.solve(_mT(A), g)
    if vector:
        gA = -(gB.unsqueeze(-1) @ X.unsqueeze(-2))
    else:
        gA = -(gB @ _mT(X))
    return [(A, gA), (B, gB)]


def _cholesky_grad(L, gL, upper):
    # PyTorch's cholesky_backward: gA = L^{-H} phi(L^H gL) L^{-1}, symmetrized.
    if upper:
        L, gL = _mH(L), _mH(gL)
    phi = _mH(L) @ gL
    phi = phi.tril() - 0.5 * torch.diag_embed(phi.diagonal(0, -2, -1))
    Linv = torch.linalg.inv(L)
    gA = _mH(Linv) @ phi @ Linv
    return 0.5 * (gA + _mH(gA))


def _f_cholesky(a, k, g):
    upper = _arg(a, k, 1, "upper", False)
    L = _live(k, lambda: torch.linalg.cholesky(a[0], upper=upper))
    return [(a[0], _cholesky_grad(L, g, upper))]


def _f_cholesky_ex(a, k, gs):
    if gs[0] is None:
        return []
    return [(a[0], _cholesky_grad(k["_out"][0], gs[0], _arg(a, k, 1, "upper", False)))]


def _f_cholesky_solve(a, k, g):
    B, L, upper = a[0], _arg(a, k, 1, "input2"), _arg(a, k, 2, "upper", False)
    gB = torch.cholesky_solve(g, L, upper)
    common = gB @ _mT(k["_out"])
    common = common + _mT(common)
    gL = -(L @ common) if upper else -(common @ L)
    return [(B, gB), (L, gL)]


def _f_solve_triangular(a, k, g):
    A, B = a[0], _arg(a, k, 1, "B")
    upper = _arg(a, k, 2, "upper")
    left, unit = _arg(a, k, 3, "left", True), _arg(a, k, 4, "unitriangular", False)
    X = k["_out"]
    gB = torch.linalg.solve_triangular(_mT(A), g, upper=not upper, left=left)
    gA = -(gB @ _mT(X)) if left else -(_mT(X) @ gB)
    gA = gA.triu(1 if unit else 0) if upper else gA.tril(-1 if unit else 0)
    return [(A, gA), (B, gB)]


def _f_eigh(a, k, gs):
    x = a[0]
    L, V = k["_out"][0], k["_out"][1]
    gL, gV = gs[0], gs[1]
    if gV is None:
        inner = torch.diag_embed(gL).to(V.dtype)
    else:
        VhgV = _mH(V) @ gV
        VhgV = 0.5 * (VhgV - _mH(VhgV))
        E = L.unsqueeze(-2) - L.unsqueeze(-1)
        E = E + torch.diag_embed(torch.ones_like(L))
        inner = VhgV / E
        inner = inner - torch.diag_embed(inner.diagonal(0, -2, -1))
        if gL is not None:
            inner = inner + torch.diag_embed(gL)
    return [(x, V @ inner @ _mH(V))]


def _f_eigvalsh(a, k, g):
    x = a[0]
    L, V = torch.linalg.eigh(x.detach(), _arg(a, k, 1, "UPLO", "L"))
    return [(x, V @ torch.diag_embed(g).to(V.dtype) @ _mH(V))]


def _eig_grad(x, L, V, gL, gV):
    # PyTorch's linalg_eig_backward: with E[i, j] = conj(L[j] - L[i]),
    # gA = V^{-H} (diag(gL) + P(V^H gV) / E) V^H, where P removes the part
    # along V of each column's real diagonal (the eigenvectors' norm gauge).
    # A real input takes the real part.
    Vh = _mH(V)
    if gV is None:
        inner = torch.diag_embed(gL)
    else:
        VhgV = Vh @ gV
        VhgV = VhgV - Vh @ (V * VhgV.diagonal(0, -2, -1).real.unsqueeze(-2))
        Lc = L.conj()
        E = Lc.unsqueeze(-2) - Lc.unsqueeze(-1)
        E = E + torch.diag_embed(torch.ones_like(L))
        inner = VhgV / E
        inner = inner - torch.diag_embed(inner.diagonal(0, -2, -1))
        if gL is not None:
            inner = inner + torch.diag_embed(gL)
    gA = torch.linalg.solve(Vh, inner @ Vh)
    return gA if x.is_complex() else gA.real


def _f_eig(a, k, gs):
    L, V = k["_out"][0], k["_out"][1]
    return [(a[0], _eig_grad(a[0], L, V, gs[0], gs[1]))]


def _f_eigvals(a, k, g):
    L, V = torch.linalg.eig(a[0].detach())
    return [(a[0], _eig_grad(a[0], L, V, g, None))]


def _svd_values_grad(x, gS):
    U, S, Vh = torch.linalg.svd(x.detach(), full_matrices=False)
    return U @ torch.diag_embed(gS).to(U.dtype) @ Vh


def _f_svdvals(a, k, g):
    return [(a[0], _svd_values_grad(a[0], g))]


def _f_svd(a, k, gs):
    # Only the singular values' gradient: PyTorch's full svd_backward needs
    # the gauge-invariant vector terms, which this level does not provide.
    x = a[0]
    if gs[0] is not None or gs[2] is not None:
        raise RuntimeError("the derivative of svd through the singular vectors is not implemented at the Python level")
    return [(x, _svd_values_grad(x, gs[1]))] if gs[1] is not None else []


def _f_qr(a, k, gs):
    # PyTorch's linalg_qr_backward for m >= n (reduced): with
    # M = R gR^H - gQ^H Q, gA = (gQ + Q copyltu(M)) R^{-H}.
    x = a[0]
    Q, R = k["_out"][0], k["_out"][1]
    gQ, gR = gs[0], gs[1]
    if x.shape[-2] < x.shape[-1]:
        raise RuntimeError("the derivative of qr of a wide matrix is not implemented at the Python level")
    M = torch.zeros(R.shape, dtype=R.dtype)
    if gR is not None:
        M = M + R @ _mH(gR)
    if gQ is not None:
        M = M - _mH(gQ) @ Q
    low = M.tril(-1)
    M = low + _mH(low) + torch.diag_embed(M.diagonal(0, -2, -1).real).to(M.dtype)
    b = Q @ M
    if gQ is not None:
        b = b + gQ
    gA = _mH(torch.linalg.solve_triangular(R, _mH(b), upper=True))
    return [(x, gA)]


def _f_matrix_exp(a, k, g):
    # The derivative of exp at A applied to G is the upper-right block of
    # exp([[A^T, G], [0, A^T]]).
    x = a[0]
    n = x.shape[-1]
    top = torch.cat([_mT(x), g], -1)
    bottom = torch.cat([torch.zeros_like(x), _mT(x)], -1)
    big = torch.matrix_exp(torch.cat([top, bottom], -2))
    return [(x, big[..., :n, n:])]


def _pinv(a, k):
    x = a[0]
    if x.shape[-2] >= x.shape[-1]:
        return torch.linalg.solve(_mT(x) @ x, _mT(x))
    return _mT(torch.linalg.solve(x @ _mT(x), x))


def _matrix_power(a, k):
    x, n = a[0], _arg(a, k, 1, "n")
    if n < 0:
        x, n = torch.linalg.inv(x), -n
    if n == 0:
        return torch.eye(x.shape[-1], dtype=x.dtype).expand(x.shape)
    y = x
    for _ in range(n - 1):
        y = y @ x
    return y


def _multi_dot(a, k):
    ms = list(a[0])
    first, last = ms[0].dim() == 1, ms[-1].dim() == 1
    if first:
        ms[0] = ms[0].unsqueeze(0)
    if last:
        ms[-1] = ms[-1].unsqueeze(-1)
    y = ms[0]
    for m in ms[1:]:
        y = y @ m
    if first:
        y = y.squeeze(0)
    if last:
        y = y.squeeze(-1)
    return y


def _lstsq(a, k):
    A, B = a[0], _arg(a, k, 1, "b")
    vector = B.dim() == A.dim() - 1
    if vector:
        B = B.unsqueeze(-1)
    X = torch.linalg.solve(_mT(A) @ A, _mT(A) @ B)
    return X.squeeze(-1) if vector else X


def _f_lstsq(a, k, gs):
    if gs[0] is None:
        return []
    return _via(_lstsq)(a, k, gs[0])


def _tensordot(a, k):
    x, y, dims = a[0], _arg(a, k, 1, "other"), _arg(a, k, 2, "dims", 2)
    if isinstance(dims, Tensor):
        dims = dims.tolist()
    if isinstance(dims, int):
        dx, dy = list(range(x.dim() - dims, x.dim())), list(range(dims))
    else:
        dx, dy = dims[0], dims[1]
        dx = [dx] if isinstance(dx, int) else list(dx)
        dy = [dy] if isinstance(dy, int) else list(dy)
    dx, dy = [d % x.dim() for d in dx], [d % y.dim() for d in dy]
    fx, fy = [d for d in range(x.dim()) if d not in dx], [d for d in range(y.dim()) if d not in dy]
    size = 1
    for d in dx:
        size *= x.shape[d]
    xm = x.permute(fx + dx).reshape(-1, size)
    ym = y.permute(dy + fy).reshape(size, -1)
    return (xm @ ym).reshape([x.shape[d] for d in fx] + [y.shape[d] for d in fy])


def _matrix_norm(x, ord, dim, keepdim):
    d0, d1 = dim[0] % x.dim(), dim[1] % x.dim()
    if ord == "fro":
        return x.pow(2).sum([d0, d1], keepdim=keepdim).sqrt()
    if ord == "nuc" or ord in (2, -2):
        moved = x.movedim((d0, d1), (-2, -1))
        s = torch.linalg.svdvals(moved)
        y = s.sum(-1) if ord == "nuc" else (s.amax(-1) if ord == 2 else s.amin(-1))
    else:
        inf = ord in (math.inf, -math.inf)
        summed, other = (d1, d0) if inf else (d0, d1)
        s = x.abs().sum(summed, keepdim=True)
        y = s.amax(other, keepdim=True) if ord > 0 else s.amin(other, keepdim=True)
        return y if keepdim else y.squeeze(max(d0, d1)).squeeze(min(d0, d1))
    if keepdim:
        y = y.unsqueeze(min(d0, d1)).unsqueeze(max(d0, d1))
    return y


def _vector_norm_grad(x, p, dim, keepdim, out, g):
    g = _expand_back(g, x, dim, keepdim)
    out = _expand_back(out, x, dim, keepdim)
    if p == 0:
        return torch.zeros_like(x)
    if p == 1:
        return g * x.sign()
    if p in (math.inf, -math.inf):
        mask = (x.abs() == out).to(x.dtype)
        count = mask.sum(_dims(dim, x.dim()), keepdim=True) if x.dim() > 0 else mask
        return g * x.sign() * mask / count
    if p == 2:
        return torch.where(out == 0, torch.zeros_like(x), g * x / out)
    scaled = x * x.abs().pow(p - 2) / out.pow(p - 1)
    return torch.where(out == 0, torch.zeros_like(x), g * scaled)


def _f_vector_norm(a, k, g):
    x = a[0]
    p = _arg(a, k, 1, "ord", 2)
    dim, keepdim = _arg(a, k, 2, "dim"), _arg(a, k, 3, "keepdim", False)
    return [(x, _vector_norm_grad(x, p, dim, keepdim, k["_out"], g))]


def _norm_spec(a, k):
    # torch.norm(x, p, dim, keepdim) and torch.linalg.norm(x, ord, dim,
    # keepdim) share the name "norm": (p, dim, keepdim, is a matrix norm).
    x = a[0]
    p = _arg(a, k, 1, "p", _arg(a, k, 1, "ord"))
    dim, keepdim = _arg(a, k, 2, "dim"), _arg(a, k, 3, "keepdim", False)
    if isinstance(dim, int):
        dim = [dim]
    if isinstance(p, str):
        if p == "fro" and (dim is None or len(dim) != 2):
            return 2, dim, keepdim, False
        return p, dim if dim is not None else [-2, -1], keepdim, True
    if p is None:
        return 2, dim, keepdim, False
    two_d = (dim is not None and len(dim) == 2) or (dim is None and x.dim() == 2)
    if not two_d or p == 0 or "ord" not in k and len(a) < 2:
        return p, dim, keepdim, False
    # A numeric order over two dims is a matrix norm for torch.linalg.norm and
    # a vector norm for torch.norm. Where the two values agree their
    # derivatives agree too (a rank-one matrix, one nonzero row or column).
    vec = x.detach().abs().pow(p).sum(dim if dim is not None else [0, 1], keepdim=keepdim).pow(1.0 / p) \
        if p not in (math.inf, -math.inf) else \
        (x.detach().abs().amax(dim, keepdim=keepdim) if dim is not None and p > 0 else None)
    if vec is not None and torch.allclose(vec, k["_out"].to(vec.dtype)):
        return p, dim, keepdim, False
    return p, dim if dim is not None else [-2, -1], keepdim, True


def _f_any_norm(a, k, g):
    x = a[0]
    p, dim, keepdim, matrix = _norm_spec(a, k)
    if matrix:
        return _via(lambda a2, k2: _matrix_norm(a2[0], p, dim, keepdim))(a, k, g)
    return [(x, _vector_norm_grad(x, p, dim, keepdim, k["_out"], g))]


def _f_matrix_norm(a, k, g):
    ord, dim = _arg(a, k, 1, "ord", "fro"), _arg(a, k, 2, "dim", [-2, -1])
    keepdim = _arg(a, k, 3, "keepdim", False)
    return _via(lambda a2, k2: _matrix_norm(a2[0], ord, dim, keepdim))(a, k, g)


def _cond(a, k):
    x, p = a[0], _arg(a, k, 1, "p")
    if p is None or p in (2, -2):
        s = torch.linalg.svdvals(x)
        r = s.amax(-1) / s.amin(-1)
        return 1 / r if p == -2 else r
    return _matrix_norm(x, p, [-2, -1], False) * _matrix_norm(torch.linalg.inv(x), p, [-2, -1], False)


def _dist(a, k):
    d = a[0] - _arg(a, k, 1, "other")
    p = _arg(a, k, 2, "p", 2)
    return torch.linalg.vector_norm(d, p)


def _f_addmv(a, k, g):
    bias, m, v = a[0], _arg(a, k, 1, "mat"), _arg(a, k, 2, "vec")
    beta, alpha = _arg(a, k, 3, "beta", 1), _arg(a, k, 4, "alpha", 1)
    return [(bias, g * beta), (m, torch.outer(g, v) * alpha), (v, (_mT(m) @ g) * alpha)]


def _f_addr(a, k, g):
    bias, v1, v2 = a[0], _arg(a, k, 1, "vec1"), _arg(a, k, 2, "vec2")
    beta, alpha = _arg(a, k, 3, "beta", 1), _arg(a, k, 4, "alpha", 1)
    return [(bias, g * beta), (v1, (g @ v2) * alpha), (v2, (_mT(g) @ v1) * alpha)]


def _f_baddbmm(a, k, g):
    bias, b1, b2 = a[0], _arg(a, k, 1, "batch1"), _arg(a, k, 2, "batch2")
    beta, alpha = _arg(a, k, 3, "beta", 1), _arg(a, k, 4, "alpha", 1)
    return [(bias, g * beta), (b1, (g @ _mT(b2)) * alpha), (b2, (_mT(b1) @ g) * alpha)]


def _f_addbmm(a, k, g):
    bias, b1, b2 = a[0], _arg(a, k, 1, "batch1"), _arg(a, k, 2, "batch2")
    beta, alpha = _arg(a, k, 3, "beta", 1), _arg(a, k, 4, "alpha", 1)
    ge = g.unsqueeze(0).expand(b1.shape[0], g.shape[0], g.shape[1])
    return [(bias, g * beta), (b1, (ge @ _mT(b2)) * alpha), (b2, (_mT(b1) @ ge) * alpha)]


def _f_outer(a, k, g):
    x, y = a[0], _arg(a, k, 1, "vec2")
    return [(x, g @ y), (y, _mT(g) @ x)]


def _f_vdot(a, k, g):
    x, y = a[0], _arg(a, k, 1, "other")
    return [(x, g * y), (y, g * x)]


_linalg = {
    "det": _f_det, "linalg_det": _f_det, "logdet": _f_logdet,
    "inverse": _f_inv, "inv": _f_inv, "linalg_inv": _f_inv,
    "solve": _f_solve, "linalg_solve": _f_solve,
    "cholesky": _f_cholesky, "linalg_cholesky": _f_cholesky, "cholesky_solve": _f_cholesky_solve,
    "solve_triangular": _f_solve_triangular, "linalg_solve_triangular": _f_solve_triangular,
    "eigvalsh": _f_eigvalsh, "linalg_eigvalsh": _f_eigvalsh,
    "svdvals": _f_svdvals, "linalg_svdvals": _f_svdvals, "eigvals": _f_eigvals, "linalg_eigvals": _f_eigvals,
    "matrix_exp": _f_matrix_exp, "linalg_matrix_exp": _f_matrix_exp,
    "pinv": _via(_pinv), "linalg_pinv": _via(_pinv), "pinverse": _via(_pinv),
    "matrix_power": _via(_matrix_power), "linalg_matrix_power": _via(_matrix_power),
    "multi_dot": _via(_multi_dot), "linalg_multi_dot": _via(_multi_dot),
    "tensordot": _via(_tensordot),
    "vector_norm": _f_vector_norm, "linalg_vector_norm": _f_vector_norm,
    "norm": _f_any_norm, "linalg_norm": _f_any_norm,
    "matrix_norm": _f_matrix_norm, "linalg_matrix_norm": _f_matrix_norm,
    "frobenius_norm": lambda a, k, g: _f_any_norm([a[0], "fro"] + list(a[1:]), k, g),
    "nuclear_norm": lambda a, k, g: _via(lambda a2, k2: _matrix_norm(a2[0], "nuc", _arg(a, k, 1, "dim", [-2, -1]),
                                                                    _arg(a, k, 2, "keepdim", False)))(a, k, g),
    "cond": _via(_cond), "linalg_cond": _via(_cond), "dist": _via(_dist),
    "addmv": _f_addmv, "addr": _f_addr, "baddbmm": _f_baddbmm, "addbmm": _f_addbmm,
    "outer": _f_outer, "ger": _f_outer, "vdot": _f_vdot,
}
for _name, _f in _linalg.items():
    _formulas[_name] = _f
# Formulas written in the complex convention with _mH (Note [Complex gradients]).
for _name in ("cholesky", "linalg_cholesky", "cholesky_ex", "linalg_cholesky_ex", "eigvalsh", "linalg_eigvalsh",
              "eigh", "linalg_eigh", "svdvals", "linalg_svdvals", "svd", "linalg_svd", "slogdet", "linalg_slogdet", "qr",
              "linalg_qr", "eig", "linalg_eig", "eigvals", "linalg_eigvals"):
    _NOT_HOLOMORPHIC.add(_name)
for _name in ("eigvalsh", "linalg_eigvalsh", "svdvals", "linalg_svdvals", "slogdet", "linalg_slogdet"):
    _COMPLEX_TO_REAL.add(_name)
for _name, _f in (("slogdet", _f_slogdet), ("linalg_slogdet", _f_slogdet), ("inv_ex", _f_inv_ex),
                  ("linalg_inv_ex", _f_inv_ex), ("cholesky_ex", _f_cholesky_ex), ("linalg_cholesky_ex", _f_cholesky_ex),
                  ("eigh", _f_eigh), ("linalg_eigh", _f_eigh), ("eig", _f_eig), ("linalg_eig", _f_eig), ("svd", _f_svd), ("linalg_svd", _f_svd),
                  ("qr", _f_qr), ("linalg_qr", _f_qr), ("lstsq", _f_lstsq), ("linalg_lstsq", _f_lstsq)):
    _multi[_name] = _f
)PY";

}  // namespace

void runAutogradLinalgFormulas(Interp& in, PyModule& autograd) {
  runSourceModule(in, autograd, "torch.autograd", kLinalgFormulasPy);
}

}  // namespace ts::py
