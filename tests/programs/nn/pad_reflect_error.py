import torch
import torch.nn.functional as F


@torch.jit.script
def reflect(x: torch.Tensor, n: int):
    return F.pad(x, [n, n], mode="reflect")


print(reflect(torch.arange(4).float().reshape(1, 1, 4), 3))
print(reflect(torch.arange(4).float().reshape(1, 1, 4), 4))
