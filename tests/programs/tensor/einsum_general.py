import torch

@torch.jit.script
def many(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor, x: torch.Tensor):
    return [torch.einsum("ij,jk,kl->il", a, b, c), torch.einsum("ij,ij->", a, a), torch.einsum("i,i->", a[0], a[1]),
            torch.einsum("...ij,...jk->...ik", x, x.transpose(-1, -2)), torch.einsum("bij->bji", x),
            torch.einsum("ij,kj", a, a), torch.einsum("ii", b @ b.t()), torch.einsum("bi,bj->bij", a, a),
            torch.einsum("ij->", a), torch.einsum("ijk->k", x), torch.einsum("i...->...", x),
            torch.einsum("bij,jk->bik", x, c[:4, :3]), torch.einsum("iij->j", torch.arange(18.0).reshape(3, 3, 2))]

a = (torch.arange(12.0).reshape(3, 4) * 0.37) % 1.1
b = (torch.arange(20.0).reshape(4, 5) * 0.29) % 1.3
c = (torch.arange(30.0).reshape(5, 6) * 0.13) % 0.7
x = (torch.arange(24.0).reshape(2, 3, 4) * 0.71) % 1.9
for r in many(a, b, c, x):
    print(r.shape, r.sum().item(), r.flatten()[:4].tolist())
print(torch.einsum("ij,jk->ik", torch.ones(2, 3), torch.ones(3, 2)))
