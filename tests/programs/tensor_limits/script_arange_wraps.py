import torch
import torch.nn.functional as F

@torch.jit.script
def count(a: int, b: int):
    return torch.arange(a, b)


print(count(-2, 2))
print(count(-9223372036854775807 - 1, 9223372036854775807).shape)
