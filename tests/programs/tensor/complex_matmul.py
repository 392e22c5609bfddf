# Complex matrix products (mm, matmul, bmm, einsum) run the general kernel.
import torch

a = torch.tensor([[1 + 1j, 2], [0, 1j]])
print(a @ a, torch.mm(a, a), torch.matmul(a, torch.tensor([1j, 1])))
print(torch.bmm(a[None], a[None]), torch.einsum("ij,jk->ik", a, a.conj()))
d = a.to(torch.complex128)
print(d @ d.mT, (d @ torch.eye(2, dtype=torch.complex128)).dtype)


@torch.jit.script
def prod(x: torch.Tensor, y: torch.Tensor):
    return x.matmul(y)


print(prod(a, a))
try:
    torch.mm(torch.ones(2, 2, dtype=torch.bool), torch.ones(2, 2, dtype=torch.bool))
except RuntimeError as e:
    print(e)
