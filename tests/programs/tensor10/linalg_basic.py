import torch


def r(t):
    return torch.round(t, decimals=4)


a = torch.tensor([[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]])
b = torch.tensor([[1.0], [2.0], [3.0]])
print(r(torch.linalg.det(a)), r(torch.det(a)), r(torch.linalg.inv(a)), r(torch.linalg.solve(a, b)))
print(r(torch.linalg.cholesky(a)), r(torch.linalg.eigvalsh(a)), r(torch.linalg.matrix_norm(a)), r(torch.linalg.matrix_norm(a, ord=1)))
print(r(torch.linalg.vector_norm(a, ord=3)), r(torch.linalg.norm(a, dim=1)), r(torch.norm(a, p="fro")), r(torch.norm(a, p=1, dim=0)))
print(torch.linalg.matrix_rank(a), r(torch.linalg.slogdet(a)[1]), torch.linalg.slogdet(a)[0], r(torch.linalg.matrix_power(a, 3)), r(torch.linalg.matrix_power(a, -1)))
print(r(torch.linalg.pinv(torch.tensor([[1.0, 2.0], [2.0, 4.0], [0.0, 1.0]]))), r(torch.linalg.svdvals(a)), r(torch.linalg.cond(a)))
q, rr = torch.linalg.qr(a)
print(r((q @ rr - a).abs().max()), r(rr.diagonal().abs()))
print(torch.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0]), dim=0), torch.linalg.cross(torch.eye(3), torch.ones(3, 3)))
print(torch.outer(torch.tensor([1, 2]), torch.tensor([3, 4, 5])), torch.dot(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.vdot(torch.tensor([1.0, 2.0]), torch.tensor([2.0, 0.5])))
x = torch.arange(24.0).reshape(2, 3, 4)
y = torch.arange(8.0).reshape(2, 4, 1)
print(torch.bmm(x, y), torch.einsum("bij,bjk->bik", x, y).squeeze(-1), torch.einsum("ii->i", a), torch.einsum("ij->", a))
print(torch.tensordot(x, torch.ones(4, 2), dims=1).shape, torch.tensordot(x, x, dims=([1, 2], [1, 2])), torch.addmm(torch.ones(2, 2), a[:2], a[:, :2], beta=0.5, alpha=2))
print(torch.baddbmm(torch.zeros(2, 3, 1), x, y, alpha=0.5), torch.addmv(torch.ones(3), a, torch.tensor([1.0, 0.0, -1.0])), torch.addr(torch.zeros(2, 2), torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])))
print(torch.matmul(torch.tensor([1, 2, 3]), torch.tensor([[1], [0], [1]])), torch.mv(a, torch.ones(3)), torch.chain_matmul(a, a, a).sum() if hasattr(torch, "chain_matmul") else 0)
print(torch.linalg.multi_dot([a, a, b]), torch.trapezoid(torch.tensor([1.0, 2.0, 4.0])), torch.trapz(torch.tensor([1.0, 3.0]), torch.tensor([0.0, 2.0])))
try:
    torch.linalg.inv(torch.zeros(2, 2))
except RuntimeError as e:
    print("RuntimeError:", str(e)[:80])
