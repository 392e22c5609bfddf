import torch


@torch.jit.script
def f(a: torch.Tensor, b: torch.Tensor):
    return a // b, a % b, torch.remainder(a, b), torch.fmod(a, b), torch.div(a, b, rounding_mode="trunc"), torch.div(a, b, rounding_mode="floor"), a / b


a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
for x in f(a, b):
    print(x)
for x in f(a.float(), b.float()):
    print(x)
