import torch


@torch.jit.script
def tri(x: torch.Tensor):
    return [x.tril(), x.triu(1), x.tril(-1), torch.triu(x, -1), x.diag(), x.diag(1), x.diagonal(-1),
            torch.diag_embed(x[0]), torch.diag_embed(x[:2, :2], offset=1), torch.diag(x[0]), torch.diag(x[0, :2], -1),
            x.trace(), torch.diagflat(x[1, :2]), torch.tril_indices(3, 3), torch.triu_indices(3, 4, 1)]


x = torch.arange(1.0, 13.0).reshape(3, 4)
for t in tri(x):
    print(t)
b = torch.arange(18).reshape(2, 3, 3)
print(b.tril(), b.triu(), b.diagonal(dim1=1, dim2=2), torch.diagonal(b, 1, 0, 2))
print(torch.eye(3, 2), torch.eye(2, dtype=torch.long), torch.block_diag(torch.ones(1, 2), torch.tensor([[5]])))
print(torch.kron(torch.eye(2), torch.tensor([[1.0, 2.0]])), torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4])))
print(torch.combinations(torch.tensor([1, 2, 3])), torch.combinations(torch.tensor([1, 2, 3]), 2, True))
x.diagonal().fill_(0)
print(x)
