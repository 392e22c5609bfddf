import torch
import torch.nn.functional as F

@torch.jit.script
def conv(x: torch.Tensor, w: torch.Tensor, p: int):
    return F.conv1d(x, w, padding=p)


print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 1))
print(conv(torch.ones(1, 1, 4), torch.ones(1, 1, 2), 2305843009213693952).shape)
