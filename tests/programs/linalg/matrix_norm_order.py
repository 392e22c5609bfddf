# matrix_norm with an unsupported order.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.matrix_norm(x, ord=3))


f(torch.eye(2))
