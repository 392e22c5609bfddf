import torch
import torch.nn.functional as F

@torch.jit.script
def up(x: torch.Tensor, n: int):
    return F.interpolate(x, size=n)


print(up(torch.ones(1, 1, 2), 4))
print(up(torch.ones(1, 1, 4), 4611686018427387904).shape)
