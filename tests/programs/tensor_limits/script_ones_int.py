import torch
import torch.nn.functional as F

@torch.jit.script
def make(n: int):
    return torch.ones(n, dtype=torch.int)


print(make(3))
print(make(2305843009213693952).shape)
