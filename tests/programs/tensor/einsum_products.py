import torch

a = torch.arange(6.0).reshape(2, 3)
b = torch.arange(12.0).reshape(3, 4)
print(torch.einsum("ij,jk->ik", a, b), torch.einsum("ij->ji", a), torch.einsum("ii", torch.eye(3) * 2), torch.einsum("ij->", a))
print(torch.einsum("i,j->ij", torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0])), torch.einsum("bij,bjk->bik", a[None], b[None]).shape)
print(torch.einsum("...ij,...jk", a, b).shape, torch.einsum("ii->i", torch.arange(9.0).reshape(3, 3)), torch.einsum(a, [0, 1], b, [1, 2], [0, 2]).shape)
print(torch.einsum("i,i->", torch.tensor([1, 2]), torch.tensor([3, 4])), torch.einsum("ij,ij->i", a, a), torch.einsum("bn,anm,bm->ba", torch.ones(2, 3), torch.ones(4, 3, 5), torch.ones(2, 5)))
print(torch.tensordot(a, b, dims=1), torch.tensordot(torch.arange(24.0).reshape(2, 3, 4), torch.arange(12.0).reshape(3, 4), dims=([1, 2], [0, 1])))
print(torch.tensordot(a, a, dims=0).shape, torch.tensordot(a, a.T, dims=([0], [1])))
print(torch.kron(torch.tensor([[1, 2], [3, 4]]), torch.tensor([[0, 1], [1, 0]])), torch.kron(torch.ones(2), torch.arange(3.0)))
print(torch.cdist(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), torch.tensor([[1.0, 0.0], [3.0, 4.0], [0.0, 0.0]])).round(decimals=4))
print(torch.cdist(torch.tensor([[0.0, 0.0], [1.0, 1.0]]), torch.tensor([[1.0, 0.0]]), p=1), torch.cdist(torch.ones(2, 3, 2), torch.zeros(2, 1, 2), p=float("inf")))
print(torch.dist(torch.tensor([1.0, 2.0]), torch.tensor([4.0, 6.0])), torch.pdist(torch.tensor([[0.0, 0.0], [3.0, 4.0], [6.0, 8.0]])))
print(torch.inner(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0])), torch.outer(torch.tensor([1, 2]), torch.tensor([1, 10])), torch.ger(torch.ones(2), torch.ones(1)))
print(torch.dot(torch.tensor([1, 2]), torch.tensor([3, 4])), torch.mv(a, torch.ones(3)))
print(torch.bmm(torch.ones(2, 2, 3), torch.ones(2, 3, 1)).shape, torch.matmul(torch.ones(3), torch.ones(3, 2)), torch.matmul(torch.ones(2, 1, 2, 3), torch.ones(3, 3, 1)).shape)
print(torch.addmm(torch.ones(2, 4), a, b, beta=0.5, alpha=2), torch.addmv(torch.zeros(2), a, torch.ones(3)), torch.addr(torch.zeros(2, 2), torch.ones(2), torch.arange(2.0)))
print(torch.baddbmm(torch.zeros(1, 2, 4), a[None], b[None]).shape, torch.addbmm(torch.zeros(2, 4), torch.stack([a, a]), torch.stack([b, b])))
print(torch.chain_matmul(a, b, torch.ones(4, 1)), torch.linalg.multi_dot([a, b]).shape, torch.cross(torch.eye(3), torch.ones(3, 3), dim=1))
print(torch.block_diag(torch.ones(1, 2), torch.tensor([[5]])), torch.cartesian_prod(torch.tensor([1, 2])), torch.vander(torch.tensor([1, 2, 3]), N=3))
for bad in [lambda: torch.einsum("ij,jk->ik", a, a), lambda: torch.einsum("ij->k", a), lambda: torch.tensordot(a, b, dims=2), lambda: torch.mm(a, a),
            lambda: torch.matmul(torch.ones(2, 3), torch.ones(2)), lambda: torch.dot(torch.ones(2), torch.ones(3)), lambda: torch.dot(torch.ones(2), torch.ones(2, dtype=torch.float64)),
            lambda: torch.bmm(torch.ones(2, 2), torch.ones(2, 2)), lambda: torch.cdist(torch.ones(2, 2), torch.ones(2, 3))]:
    try:
        print(bad())
    except RuntimeError as e:
        print(str(e).splitlines()[0])


@torch.jit.script
def attn(q: torch.Tensor, k: torch.Tensor):
    s = torch.einsum("bqd,bkd->bqk", q, k) / 2.0
    return torch.softmax(s, -1).sum(-1), torch.tensordot(q, k, [[2], [2]]).shape


print(attn(torch.ones(1, 2, 4), torch.ones(1, 3, 4)))
