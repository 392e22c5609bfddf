import torch
import torch.nn.functional as F

@torch.jit.script
def patches(x: torch.Tensor, p: int):
    return F.unfold(x, kernel_size=2, padding=p)


print(patches(torch.arange(4.0).view(1, 1, 2, 2), 0))
print(patches(torch.ones(1, 1, 4, 4), 2305843009213693952).shape)
