import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def lt(a : float, b : Tensor) -> Tensor:
  return b > a
def le(a : float, b : Tensor) -> Tensor:
  return b >= a
def gt(a : float, b : Tensor) -> Tensor:
  return b < a
def ge(a : float, b : Tensor) -> Tensor:
  return b <= a
