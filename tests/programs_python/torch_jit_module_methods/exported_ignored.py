# Methods of scripted modules: forward helpers compiled recursively,
# @torch.jit.export methods callable from Python, @torch.jit.ignore methods
# kept as Python, deepcopy giving independent parameters.
import copy

import torch
import torch.nn as nn


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(3, 3)
        self.temperature = 2.0

    def normalize(self, x: torch.Tensor) -> torch.Tensor:
        return x / self.temperature

    def forward(self, x):
        return self.normalize(self.proj(x)).softmax(-1)

    @torch.jit.export
    def top(self, x: torch.Tensor) -> int:
        return int(self.forward(x).argmax())

    @torch.jit.ignore
    def debug(self, x):
        return "debug:" + str(list(x.shape))


torch.manual_seed(3)
s = torch.jit.script(Scorer())
x = torch.randn(1, 3)
print(s(x).sum().item() > 0.99)
print(s.top(x) in (0, 1, 2))
print(s.debug(x))
print(s.normalize(torch.ones(2)))
print(s.top.code)
c = copy.deepcopy(s)
with torch.no_grad():
    c.proj.weight.zero_()
print(torch.equal(s.proj.weight, c.proj.weight), c.proj.weight.sum().item())
print(c(x).detach())
try:
    s.missing
except AttributeError as e:
    print(e)
