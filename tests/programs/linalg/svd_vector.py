# svd of a 1-D tensor.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.svd(x))


f(torch.ones(3))
