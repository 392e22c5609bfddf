import torch
import torch.nn as nn


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.step = 2
        self.label = "ctr"

    def forward(self, x: int) -> int:
        return x + self.step

    @torch.jit.export
    def twice(self, x: int) -> int:
        return self.forward(self.forward(x))

    @torch.jit.export
    def name(self) -> str:
        return self.label + "!"


class Wrapper(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Counter()
        self.scale = 3

    def forward(self, x: int) -> int:
        return self.inner(x) * self.scale


m = torch.jit.script(Counter())
print(m.code)
print(m.twice.code)
print(m.name.code)
w = torch.jit.script(Wrapper())
print(w.code)
print(w(1))
