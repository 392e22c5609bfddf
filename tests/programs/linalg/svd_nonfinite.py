# svd of a matrix with a NaN: LAPACK's gesdd refuses it; PyTorch's message.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.svdvals(x))


f(torch.tensor([[1.0, float("nan")], [2.0, 3.0]]))
