# linalg.norm with ord and no dim on a 3-D input.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.norm(x, ord=2))


f(torch.ones(2, 2, 2))
