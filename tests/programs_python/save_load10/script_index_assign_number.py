# `x[i] = number` (a bool too) in script is torch.tensor(number, dtype=,
# device= of the view) copied in, as PyTorch emits it.
import torch
@torch.jit.script
def f(n: int):
    pad = torch.zeros(2, n, dtype=torch.bool)
    pad[0, -2:] = True
    pad[1, 0] = True
    return pad
print(f(4))
@torch.jit.script
def f(x: torch.Tensor):
    x[0] = 1.5
    x[1:] = 2
    return x
print(f.code)
