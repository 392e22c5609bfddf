import torch
import torch.nn.functional as F

@torch.jit.script
def grow(x: torch.Tensor, p: int):
    return F.pad(x, [p, p])


print(grow(torch.ones(2), 1))
print(grow(torch.ones(4), 4611686018427387904).shape)
