import torch


def r(t):
    if not t.is_floating_point():
        return t
    return t.round(decimals=4) + 0.0


@torch.jit.script
def lin(a: torch.Tensor, b: torch.Tensor):
    inv = torch.linalg.inv(a)
    x = torch.linalg.solve(a, b)
    det = torch.linalg.det(a)
    sign, logdet = torch.linalg.slogdet(a)
    mp = torch.linalg.matrix_power(a, 3)
    mpi = torch.linalg.matrix_power(a, -1)
    return inv, x, det, sign, logdet, mp, mpi


@torch.jit.script
def norms(a: torch.Tensor):
    return (torch.linalg.norm(a), torch.linalg.norm(a, "fro"), torch.linalg.matrix_norm(a, ord=1), torch.linalg.matrix_norm(a, ord=float("inf")),
            torch.linalg.vector_norm(a, ord=3), torch.linalg.vector_norm(a, dim=1), torch.linalg.norm(a[0], ord=1), torch.linalg.matrix_norm(a, "nuc"),
            torch.linalg.matrix_rank(a), torch.trace(a), torch.linalg.cross(a[:, :3] if a.size(1) >= 3 else a, a.flip(0)[:, :3] if a.size(1) >= 3 else a))


a = torch.tensor([[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]])
b = torch.tensor([[1.0], [2.0], [3.0]])
print([r(t) for t in lin(a, b)])
print([r(t) for t in norms(a)])
print(r(torch.linalg.solve(a, torch.tensor([1.0, 0.0, 0.0]))), r(torch.linalg.pinv(a)), r(a @ torch.linalg.inv(a)))
print(torch.linalg.det(torch.eye(3, dtype=torch.float64) * 2), torch.det(torch.ones(2, 2)), r(torch.linalg.inv(a.double())).dtype)
print(r(torch.linalg.cross(torch.tensor([1.0, 0.0, 0.0]), torch.tensor([0.0, 1.0, 0.0]))), torch.linalg.matrix_power(torch.tensor([[1, 1], [1, 0]]), 10))
print(torch.dot(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.outer(torch.tensor([1, 2]), torch.tensor([1, 2, 3])), torch.mv(torch.eye(2), torch.tensor([3.0, 4.0])))
print(r(torch.linalg.multi_dot([a, a, b])), torch.linalg.vecdot(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), r(torch.linalg.eigvalsh(a)))
