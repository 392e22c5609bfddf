# Gradients of complex linear algebra in PyTorch's conjugate convention, and
# of real inputs with complex intermediate results (eig), printed rounded.
import torch
A = torch.tensor([[2 + 1j, 1 - 1j], [0.25, 3 - 2j]], dtype=torch.cdouble, requires_grad=True)
H = torch.tensor([[4, 1 - 1j], [1 + 1j, 5]], dtype=torch.cdouble, requires_grad=True)
def g(f, x):
    try:
        out = f(x)
        out.backward()
        r = torch.view_as_real(x.grad) if x.grad.is_complex() else x.grad
        print((r * 1e4).round() / 1e4 + 0.0)
    except Exception as e:
        print("ERR", type(e).__name__, str(e)[:100])
    x.grad = None
print("torch.linalg.det(x).abs()"); g(lambda x: torch.linalg.det(x).abs(), A)
print("torch.linalg.inv(x).abs().sum()"); g(lambda x: torch.linalg.inv(x).abs().sum(), A)
print("torch.linalg.solve(x, torch.ones(2, dtype=torch.cdouble)).abs().sum()"); g(lambda x: torch.linalg.solve(x, torch.ones(2, dtype=torch.cdouble)).abs().sum(), A)
print("torch.linalg.slogdet(x)[1]"); g(lambda x: torch.linalg.slogdet(x)[1], A)
print("torch.linalg.eigvalsh(x).sum()"); g(lambda x: torch.linalg.eigvalsh(x).sum(), H)
print("torch.linalg.svdvals(x).sum()"); g(lambda x: torch.linalg.svdvals(x).sum(), A)
print("torch.linalg.cholesky(x).abs().sum()"); g(lambda x: torch.linalg.cholesky(x).abs().sum(), H)
print("torch.linalg.eigh(x)[0].prod()"); g(lambda x: torch.linalg.eigh(x)[0].prod(), H)
print("torch.linalg.qr(x)[1].abs().sum()"); g(lambda x: torch.linalg.qr(x)[1].abs().sum(), A)
print("torch.linalg.matrix_norm(x, 2)"); g(lambda x: torch.linalg.matrix_norm(x, 2), A)
print("torch.linalg.pinv(x).abs().sum()"); g(lambda x: torch.linalg.pinv(x).abs().sum(), A)
print("torch.linalg.eigvals(x).abs().sum()"); g(lambda x: torch.linalg.eigvals(x).abs().sum(), A)
print("torch.linalg.matrix_exp(x).abs().sum()"); g(lambda x: torch.linalg.matrix_exp(x).abs().sum(), A)
print("(x @ x.mH).real.sum()"); g(lambda x: (x @ x.mH).real.sum(), A)
print("torch.linalg.vecdot(x, x).real.sum()"); g(lambda x: torch.linalg.vecdot(x, x).real.sum(), A)
R = torch.tensor([[2., 1., 0.], [0.25, 3., 1.], [1., -1., 0.5]], dtype=torch.double, requires_grad=True)
print("eig real vals"); g(lambda x: torch.linalg.eigvals(x).abs().sum(), R)
print("eig real vecs"); g(lambda x: torch.linalg.eig(x)[1].abs().sum(), R)
print("eig cplx vecs"); g(lambda x: torch.linalg.eig(x)[1].abs().sum() + torch.linalg.eig(x)[0].real.sum(), A)
print("eig cplx both"); g(lambda x: (torch.linalg.eig(x)[1].abs() * torch.linalg.eig(x)[0].abs()).sum(), A)
