import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def floordiv(self : Tensor, other : Tensor) -> Tensor:
  return torch.floor_divide(self, other)
