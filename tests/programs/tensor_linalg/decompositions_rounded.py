import torch

torch.manual_seed(0)
A = torch.tensor([[4.0, 1.0, 2.0], [1.0, 3.0, 0.5], [2.0, 0.5, 5.0]], dtype=torch.float64)
b = torch.tensor([[1.0], [2.0], [3.0]], dtype=torch.float64)
r = lambda t: t.round(decimals=4) + 0.0
print(r(torch.linalg.solve(A, b)), r(torch.linalg.inv(A)), r(torch.linalg.det(A)), torch.linalg.slogdet(A).sign, r(torch.linalg.slogdet(A).logabsdet))
L = torch.linalg.cholesky(A)
print(r(L), r(L @ L.mT - A).abs().max())
w, V = torch.linalg.eigh(A)
print(r(w), r(V.abs()))
print(r(torch.linalg.eigvalsh(A)), r(torch.linalg.svdvals(A)))
Q, R = torch.linalg.qr(A)
print(r((Q @ R) - A).abs().max(), r(R.abs().diagonal()))
U, S, Vh = torch.linalg.svd(A)
print(r(S), r((U * S) @ Vh - A).abs().max())
M = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
print(r(torch.linalg.pinv(M)), r(torch.linalg.lstsq(M, torch.tensor([[1.0], [2.0], [2.0]])).solution))
print(r(torch.linalg.norm(M)), r(torch.linalg.norm(M, "fro")), r(torch.linalg.norm(M, 2)), r(torch.linalg.norm(M, float("inf"))), r(torch.linalg.norm(M, "nuc")))
print(r(torch.linalg.vector_norm(M, 3)), r(torch.linalg.vector_norm(M, float("inf"), dim=1)), r(torch.linalg.vector_norm(M, 0)), r(torch.linalg.matrix_norm(M, 1)))
print(r(torch.linalg.matrix_norm(M, -2)), torch.linalg.matrix_rank(M), torch.linalg.matrix_rank(torch.ones(3, 3)))
print(r(torch.linalg.matrix_power(A, 3)), r(torch.linalg.matrix_power(A, -1) - torch.linalg.inv(A)).abs().max(), r(torch.matrix_exp(torch.zeros(2, 2))))
print(r(torch.linalg.cond(A)), r(torch.linalg.multi_dot([M.T, M, torch.ones(2, 1)])), r(torch.linalg.cross(torch.tensor([1.0, 0, 0]), torch.tensor([0.0, 1, 0]))))
print(r(torch.det(torch.eye(3) * 2)), r(torch.logdet(A)), r(torch.inverse(torch.eye(2) * 4)), r(torch.trace(A)), r(torch.outer(torch.ones(2), torch.arange(3.0))))
B = torch.randn(2, 3, 3)
B = B @ B.mT + torch.eye(3)
print(r(torch.linalg.det(B)).shape, r(torch.linalg.solve(B, torch.ones(2, 3)) @ torch.zeros(3)), torch.linalg.eigvals(torch.tensor([[2.0, 0.0], [0.0, 3.0]])))
print(r(torch.linalg.vecdot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]))))
for bad in [lambda: torch.linalg.inv(torch.zeros(2, 2)), lambda: torch.linalg.cholesky(-torch.eye(2)), lambda: torch.linalg.solve(A, torch.ones(2)),
            lambda: torch.linalg.det(torch.ones(2, 3)), lambda: torch.linalg.inv(torch.ones(2, 2, dtype=torch.int64))]:
    try:
        print(bad())
    except RuntimeError as e:
        print(isinstance(e, RuntimeError), str(e).splitlines()[0])


@torch.jit.script
def solve(a: torch.Tensor, y: torch.Tensor):
    x = torch.linalg.solve(a, y)
    return torch.linalg.norm(a @ x - y) < 1e-6, torch.linalg.vector_norm(x, ord=2, dim=0)


print(solve(A, b)[0], r(solve(A, b)[1]))
