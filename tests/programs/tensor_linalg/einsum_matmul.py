import torch


@torch.jit.script
def ein(a: torch.Tensor, b: torch.Tensor):
    return (torch.einsum("ij,jk->ik", a, b), torch.einsum("ij->ji", a), torch.einsum("ii->i", a[:, :2].contiguous()[:2]),
            torch.einsum("ij,ij->", a, a), torch.einsum("bi,bj->bij", a, a).shape, torch.einsum("...j,jk", a, b),
            torch.einsum("i,j->ij", a[0], b[:, 0]), torch.einsum("ij->", a), torch.einsum("ijk->kji", torch.arange(8).view(2, 2, 2)))


@torch.jit.script
def mm(a: torch.Tensor, b: torch.Tensor):
    return a @ b, torch.matmul(a[0], b), torch.bmm(a.unsqueeze(0), b.unsqueeze(0)), torch.mm(a, b), torch.addmm(torch.ones(2, 2), a, b, beta=0.5, alpha=2.0), torch.baddbmm(torch.zeros(1, 2, 2), a.unsqueeze(0), b.unsqueeze(0))


a = torch.arange(6.0).view(2, 3)
b = torch.arange(6.0).view(3, 2) - 2
print(ein(a, b))
print(mm(a, b))
print(torch.einsum("bij,bjk->bik", torch.ones(2, 2, 3), torch.ones(2, 3, 1)), torch.einsum("i,i", torch.tensor([1, 2]), torch.tensor([3, 4])))
print(torch.arange(4).view(2, 2) @ torch.arange(4).view(2, 2), torch.kron(torch.eye(2), torch.tensor([[1.0, 2.0]])))
try:
    torch.mm(torch.ones(2, 3), torch.ones(2, 3))
except RuntimeError as e:
    print(e)
try:
    torch.bmm(torch.ones(2, 3), torch.ones(3, 2))
except RuntimeError as e:
    print(e)
try:
    torch.ones(2, dtype=torch.int64) @ torch.ones(2)
except RuntimeError as e:
    print(e)
try:
    torch.einsum("ij,jk", torch.ones(2, 3))
except RuntimeError as e:
    print(e)
