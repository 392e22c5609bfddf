# Freezing a module with an interface attribute: the attribute's module becomes
# a constant; it cannot when the methods called through the interface change
# that module's state (PyTorch's freezeInterfaces).
import torch
import torch.nn as nn


@torch.jit.interface
class Step(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pass


class Pure(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = torch.tensor([2.0])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w


class Counting(nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.n += 1
        return x + self.n


class Accumulating(nn.Module):
    def __init__(self):
        super().__init__()
        self.acc = torch.zeros(1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.acc[0] += 1.0
        return x + self.acc

    @torch.jit.export
    def reset(self):
        self.acc.zero_()


class Holder(nn.Module):
    step: Step

    def __init__(self, step):
        super().__init__()
        self.step = step

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.step(x) + 1


for make in (Pure, Counting, Accumulating):
    m = torch.jit.script(Holder(make())).eval()
    try:
        f = torch.jit.freeze(m)
        print(make.__name__, "frozen:", f(torch.tensor([1.0, 2.0])))
    except RuntimeError as e:
        print(make.__name__, "->", str(e).strip().splitlines()[0])


class Swapping(nn.Module):
    step: Step

    def __init__(self):
        super().__init__()
        self.step = Pure()
        self.other = Pure()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.step = self.other
        return self.step(x)


try:
    torch.jit.freeze(torch.jit.script(Swapping()).eval())
except RuntimeError as e:
    print("Swapping ->", str(e).strip().splitlines()[0])
