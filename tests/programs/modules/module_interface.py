import torch


@torch.jit.interface
class Op(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Double(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


class Neg(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return -x


class Holder(torch.nn.Module):
    op: Op

    def __init__(self, op):
        super().__init__()
        self.op = op

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.op.forward(x) + 1


print(torch.jit.script(Holder(Double()))(torch.ones(2)))
print(torch.jit.script(Holder(Neg()))(torch.ones(2)))
