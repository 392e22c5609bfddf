# forward calling @torch.jit.ignore methods (run by Python, with the script
# module as self) and @torch.jit.unused ones (raise when reached).
import torch
import torch.nn as nn


class Logger(nn.Module):
    def __init__(self):
        super().__init__()
        self.factor = 3
        self.calls = 0

    @torch.jit.ignore
    def describe(self, x: torch.Tensor) -> str:
        return "shape=" + "x".join(str(d) for d in x.shape) + " factor=" + str(self.factor)

    @torch.jit.unused
    def slow_path(self, x: torch.Tensor) -> torch.Tensor:
        return x * 1000

    def forward(self, x: torch.Tensor, fast: bool = True) -> torch.Tensor:
        label = self.describe(x)
        if not fast:
            return self.slow_path(x)
        return x * self.factor + len(label)


m = torch.jit.script(Logger())
print(m(torch.ones(2, 2)))
print(m.describe(torch.ones(5)))
try:
    m(torch.ones(1), False)
except Exception as e:
    print(type(e).__name__)
    print([line for line in str(e).splitlines() if "annotated to be ignored" in line])
