import torch

@torch.jit.script
def fn(x, y):
    # type: (Tensor, float) -> float
    return float((x + y).sum())
x = torch.ones(2, 2)
z = fn(x, 1)
print(z)
