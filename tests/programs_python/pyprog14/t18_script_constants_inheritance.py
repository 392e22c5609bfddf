import torch
import torch.nn as nn


class Base(nn.Module):
    __constants__ = ["mode", "eps"]

    def __init__(self, mode: str = "sum", eps: float = 1e-6):
        super().__init__()
        self.mode = mode
        self.eps = eps

    def reduce(self, x: torch.Tensor) -> torch.Tensor:
        if self.mode == "sum":
            return x.sum()
        return x.mean()

    def forward(self, x):
        return self.reduce(x) + self.eps


class Child(Base):
    def __init__(self):
        super().__init__("mean", 0.0)
        self.scale = nn.Parameter(torch.tensor(2.0))

    def forward(self, x):
        return self.reduce(x * self.scale)


for mod in (Base(), Base("mean"), Child()):
    s = torch.jit.script(mod)
    print(type(mod).__name__, s(torch.arange(4.0)).item(), s.mode, s.original_name)
s = torch.jit.script(Child())
print("reduce" in s.code or "mean" in s.code, s.scale.item())
try:
    s.mode = "sum"
except RuntimeError as e:
    print("RuntimeError:", str(e)[:50])


class WithBuffer(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("missing", None)

    def forward(self, x):
        self.steps += 1
        if self.missing is not None:
            x = x + self.missing
        return x * self.steps


wb = torch.jit.script(WithBuffer())
print(wb(torch.ones(2)), wb(torch.ones(2)), wb.steps.item(), [n for n, _ in wb.named_buffers()])
print(WithBuffer().state_dict().keys())
