import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def mul(a : complex, b : Tensor) -> Tensor:
  return b * a
def add(a : complex, b : Tensor) -> Tensor:
  return b + a
def ne(a : complex, b : Tensor) -> Tensor:
  return b != a
def eq(a : complex, b : Tensor) -> Tensor:
  return b == a
def sub(a : complex, b : Tensor) -> Tensor:
  return torch.neg(b) + a
def div(a : complex, b : Tensor) -> Tensor:
  return torch.reciprocal(b) * a
