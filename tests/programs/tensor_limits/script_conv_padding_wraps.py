import torch
import torch.nn.functional as F

@torch.jit.script
def conv(x: torch.Tensor, w: torch.Tensor, p: int):
    return F.conv1d(x, w, padding=p)


print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 0))
print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 4611686018427387904).shape)
