import torch
import torch.nn.functional as F

@torch.jit.script
def reshape(x: torch.Tensor, n: int):
    return x.view(n, n)


print(reshape(torch.ones(4), 2))
print(reshape(torch.ones(4), 1099511627776))
