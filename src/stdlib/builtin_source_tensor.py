import torch; from torch import Tensor  # (PyTorch's text starts with an empty line)
def _assert(condition : Tensor, message : str):
  assert bool(condition), message
def __contains__(self: str, key: str):
    return self.find(key, 0, len(self)) != -1
