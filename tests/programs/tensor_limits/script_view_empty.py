import torch
import torch.nn.functional as F

@torch.jit.script
def reshape(x: torch.Tensor, n: int):
    return x.view(n, 4)


print(reshape(torch.ones(0), 0).shape)
print(reshape(torch.ones(0), 4611686018427387904).shape)
