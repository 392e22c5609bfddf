import torch
import torch.nn as nn
from torch import Tensor


@torch.jit.interface
class Scaler(nn.Module):
    def scale(self, x, k):
        # type: (Tensor, int) -> Tensor
        pass

    def forward(self, x):
        # type: (Tensor) -> Tensor
        pass


class Twice(nn.Module):
    def scale(self, x, k):
        # type: (Tensor, int) -> Tensor
        return x * k

    def forward(self, x):
        # type: (Tensor) -> Tensor
        return self.scale(x, 2)


class Holder(nn.Module):
    inner: Scaler

    def __init__(self):
        super().__init__()
        self.inner = Twice()

    def forward(self, x: Tensor) -> Tensor:
        return self.inner.forward(x) + self.inner.scale(x, 10)


@torch.jit.script
def use(m: Scaler, x: Tensor) -> Tensor:
    return m.scale(x, 3)


h = torch.jit.script(Holder())
print(h(torch.ones(2)))
# scale is compiled because forward calls it: the module implements Scaler.
h.inner = torch.jit.script(Twice())
print(h(torch.tensor([1.0, 2.0])))
print(use(torch.jit.script(Twice()), torch.ones(2)))
