import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def lt(a : int, b : Tensor) -> Tensor:
  return b > a
def le(a : int, b : Tensor) -> Tensor:
  return b >= a
def gt(a : int, b : Tensor) -> Tensor:
  return b < a
def ge(a : int, b : Tensor) -> Tensor:
  return b <= a
