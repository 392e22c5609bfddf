import torch


@torch.jit.script
def f(x: torch.Tensor) -> torch.Tensor:
    return x[::-1]


print(f(torch.arange(4)))
