import torch
import torch.nn as nn

HISTORY = []


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor([1.0, -2.0]))

    @torch.jit.ignore
    def log(self, x: torch.Tensor) -> None:
        HISTORY.append(float(x.sum()))

    @torch.jit.export
    def score(self, x: torch.Tensor) -> torch.Tensor:
        return (x * self.w).sum()

    @torch.jit.unused
    def debug(self, x: torch.Tensor) -> torch.Tensor:
        print("debug", tuple(x.shape))
        return x

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.log(x)
        if self.training:
            return self.score(x)
        return self.score(x) * 2


m = Model()
s = torch.jit.script(m)
print(s(torch.ones(2)))
print(s.score(torch.tensor([3.0, 1.0])))
print(HISTORY)
s.eval()
print(s(torch.ones(2)))
print(s.code)
print(s.score.code)
print(hasattr(s, "log"), hasattr(s, "debug"))
print(HISTORY)
try:
    print(s.debug(torch.ones(1)))
except Exception as e:
    print(type(e).__name__)
