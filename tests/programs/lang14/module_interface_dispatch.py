import torch
import torch.nn as nn


@torch.jit.interface
class OneArg(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Double(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


class Negate(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return -x


class Holder(nn.Module):
    impl: OneArg

    def __init__(self, impl: nn.Module):
        super().__init__()
        self.impl = impl

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.impl.forward(x) + 1


h = torch.jit.script(Holder(Double()))
print(h(torch.tensor([1.0, 2.0])))
h.impl = torch.jit.script(Negate())
print(h(torch.tensor([1.0, 2.0])))
print(h.code)


@torch.jit.script
def call_iface(m: OneArg, x: torch.Tensor) -> torch.Tensor:
    return m.forward(x)


print(call_iface(torch.jit.script(Double()), torch.tensor([3.0])))
print(call_iface.code)
