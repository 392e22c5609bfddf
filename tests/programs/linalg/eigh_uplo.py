# eigh with a bad UPLO.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.eigh(x, UPLO="X"))


f(torch.eye(2))
