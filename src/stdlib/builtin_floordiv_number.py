import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def floordiv(self : Tensor, other : number) -> Tensor:
  return torch.floor_divide(self, other)
