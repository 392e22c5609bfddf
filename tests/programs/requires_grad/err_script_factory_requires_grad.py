import torch


@torch.jit.script
def make(n: int) -> torch.Tensor:
    return torch.ones(n, requires_grad=True)


print(make(2))
