import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def mul(a : int, b : Tensor) -> Tensor:
  return b * a
def add(a : int, b : Tensor) -> Tensor:
  return b + a
def ne(a : int, b : Tensor) -> Tensor:
  return b != a
def eq(a : int, b : Tensor) -> Tensor:
  return b == a
def sub(a : int, b : Tensor) -> Tensor:
  return torch.neg(b) + a
def div(a : int, b : Tensor) -> Tensor:
  return torch.reciprocal(b) * a
