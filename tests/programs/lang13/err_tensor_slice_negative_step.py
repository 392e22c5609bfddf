import torch


@torch.jit.script
def rev(x: torch.Tensor) -> torch.Tensor:
    return x[::-1]


print("compiled")
print(rev(torch.arange(4)))
