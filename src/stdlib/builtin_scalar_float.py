import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def mul(a : float, b : Tensor) -> Tensor:
  return b * a
def add(a : float, b : Tensor) -> Tensor:
  return b + a
def ne(a : float, b : Tensor) -> Tensor:
  return b != a
def eq(a : float, b : Tensor) -> Tensor:
  return b == a
def sub(a : float, b : Tensor) -> Tensor:
  return torch.neg(b) + a
def div(a : float, b : Tensor) -> Tensor:
  return torch.reciprocal(b) * a
