# A singular matrix: PyTorch's LinAlgError message from getrf's info.
import torch


@torch.jit.script
def f(x: torch.Tensor):
    print(torch.linalg.inv(x))


f(torch.tensor([[1.0, 2.0], [2.0, 4.0]]))
