# det of a non-square matrix.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.det(x))


f(torch.ones(2, 3))
