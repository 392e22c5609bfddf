import torch
import torch.nn.functional as F

@torch.jit.script
def grow(x: torch.Tensor, n: int):
    return x.expand(n, n)


print(grow(torch.ones(1), 2))
print(grow(torch.ones(1), 4611686018427387904).numel())
