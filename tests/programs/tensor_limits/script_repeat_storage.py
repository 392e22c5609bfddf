import torch
import torch.nn.functional as F

@torch.jit.script
def rep(x: torch.Tensor, n: int):
    return x.repeat(n)


print(rep(torch.ones(2), 0).shape)
print(rep(torch.ones(2), 2305843009213693952).shape)
