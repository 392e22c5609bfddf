import torch


@torch.jit.script
def contract(a: torch.Tensor, b: torch.Tensor):
    return torch.einsum("ij,jk->ik", a, b)


print(contract(torch.ones(2, 3), torch.ones(3, 1)))
print(contract(torch.ones(2, 3), torch.ones(2, 2)))
