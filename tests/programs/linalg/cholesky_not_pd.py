# cholesky of a matrix that is not positive-definite.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.cholesky(x))


f(torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
