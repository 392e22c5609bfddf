import torch
import torch.nn as nn
from torch import Tensor


@torch.jit.interface
class Plain(nn.Module):
    def forward(self, x: Tensor) -> Tensor:
        pass


@torch.jit.interface
class Obj(object):
    def one(self, x: Tensor) -> Tensor:
        pass


print("ok")
try:
    @torch.jit.interface
    class FromReLU(nn.ReLU):
        def three(self, x: Tensor) -> Tensor:
            return 3 * x
except RuntimeError as e:
    print(e)
