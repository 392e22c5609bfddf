# det needs floating point input.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.det(x))


f(torch.ones(2, 2, dtype=torch.long))
