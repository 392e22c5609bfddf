import torch
import torch.nn.functional as F

@torch.jit.script
def grow(x: torch.Tensor, p: int):
    return F.pad(x, [p, 0], mode="replicate")


print(grow(torch.ones(1, 1, 2), 1))
print(grow(torch.ones(1, 1, 4), 2305843009213693952).shape)
