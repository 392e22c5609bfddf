# Gradients through torch.linalg: a user fits a covariance, solves systems,
# and regularizes with norms; gradcheck confirms the formulas numerically.
import torch

torch.manual_seed(0)


def show(name, t):
    print(name, torch.round(t * 10000) / 10000)


A = torch.randn(3, 3, dtype=torch.float64, requires_grad=True)
S = (A @ A.T + 3 * torch.eye(3, dtype=torch.float64)).detach().requires_grad_()
B = torch.randn(3, 2, dtype=torch.float64, requires_grad=True)

torch.linalg.det(A).backward()
show("det", A.grad)
A.grad = None
torch.det(A).pow(2).backward()
show("det^2", A.grad)
A.grad = None

torch.inverse(A).sum().backward()
show("inverse", A.grad)
A.grad = None

sign, logabs = torch.linalg.slogdet(A)
logabs.backward()
print("sign", sign.item())
show("slogdet", A.grad)
A.grad = None

X = torch.linalg.solve(A, B)
(X * X).sum().backward()
show("solve A", A.grad)
show("solve B", B.grad)
A.grad = B.grad = None

L = torch.linalg.cholesky(S)
L.sum().backward()
show("cholesky", S.grad)
S.grad = None

logdet = torch.logdet(S)
logdet.backward()
show("logdet", S.grad)
S.grad = None

vals, vecs = torch.linalg.eigh(S)
(vals * torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)).sum().backward()
show("eigh values", S.grad)
S.grad = None

torch.linalg.svdvals(A).sum().backward()
show("nuclear via svdvals", A.grad)
A.grad = None

Q, R = torch.linalg.qr(A)
(R.diagonal().abs().sum() + Q[0].sum()).backward()
show("qr", A.grad)
A.grad = None

x = torch.randn(4, 5, dtype=torch.float64, requires_grad=True)
for ord in [1, 2, 3, float("inf")]:
    torch.linalg.vector_norm(x, ord, dim=1).sum().backward()
    show("vector_norm %s" % ord, x.grad)
    x.grad = None
for ord in ["fro", "nuc", 1, float("inf")]:
    torch.linalg.matrix_norm(x, ord).backward()
    show("matrix_norm %s" % ord, x.grad)
    x.grad = None
x.norm(p=1, dim=0).sum().backward()
show("Tensor.norm p=1", x.grad)
x.grad = None
torch.linalg.norm(x).backward()
show("linalg.norm", x.grad)
x.grad = None

v, w = torch.randn(3, dtype=torch.float64, requires_grad=True), torch.randn(4, dtype=torch.float64, requires_grad=True)
M = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
torch.addr(M, v, w, beta=0.5, alpha=2.0).sum().backward()
show("addr M", M.grad)
show("addr v", v.grad)
torch.outer(v, w).pow(2).sum().backward()
show("outer w", w.grad)
b1 = torch.randn(2, 3, 4, dtype=torch.float64, requires_grad=True)
b2 = torch.randn(2, 4, 2, dtype=torch.float64, requires_grad=True)
torch.baddbmm(torch.zeros(2, 3, 2, dtype=torch.float64), b1, b2).sum().backward()
show("baddbmm b2", b2.grad)
torch.linalg.multi_dot([A, M, w.unsqueeze(1)]).sum().backward()
show("multi_dot A", A.grad)
A.grad = None
torch.linalg.matrix_power(A, 3).trace().backward()
show("matrix_power", A.grad)
A.grad = None
torch.matrix_exp(A * 0.1).sum().backward()
show("matrix_exp", A.grad)
A.grad = None
torch.tensordot(b1, b2, dims=([2], [1])).sum().backward()
show("tensordot b1", b1.grad)

T = torch.randn(3, 3, dtype=torch.float64).triu() + 3 * torch.eye(3, dtype=torch.float64)
T.requires_grad_()
torch.linalg.solve_triangular(T, B, upper=True).sum().backward()
show("solve_triangular", T.grad)

# Second derivatives: the formulas are differentiable.
y = torch.randn(3, 3, dtype=torch.float64, requires_grad=True)
g, = torch.autograd.grad(torch.linalg.det(y), y, create_graph=True)
g.sum().backward()
show("det hessian-vector", y.grad)

print("gradcheck inv", torch.autograd.gradcheck(torch.linalg.inv, (A,)))
print("gradcheck solve", torch.autograd.gradcheck(torch.linalg.solve, (A, B)))
print("gradcheck cholesky", torch.autograd.gradcheck(lambda s: torch.linalg.cholesky(s @ s.T + torch.eye(3, dtype=torch.float64)), (A,)))
print("gradcheck eigh", torch.autograd.gradcheck(lambda s: torch.linalg.eigh(s + s.T)[0], (A,)))
print("gradcheck vector_norm", torch.autograd.gradcheck(lambda t: torch.linalg.vector_norm(t, 3), (x,)))
print("grad_fn", torch.linalg.det(A).grad_fn.name(), torch.linalg.inv(A).grad_fn.name(), torch.linalg.vector_norm(x).grad_fn.name())
