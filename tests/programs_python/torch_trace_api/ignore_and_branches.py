import torch
import torch.nn as nn
LOG = []
class M(nn.Module):
    def __init__(self):
        super().__init__()
    @torch.jit.ignore
    def record(self, x: torch.Tensor) -> int:
        LOG.append(float(x.sum()))
        return len(LOG)
    def forward(self, x):
        if torch.jit.is_scripting():
            n = self.record(x)
            return x + n
        return x - 1
def g(x):
    if torch.jit.is_tracing():
        return x * 10
    return x * 100
m = M()
print(m(torch.ones(2)))
sm = torch.jit.script(m)
print(sm(torch.ones(2)))
print(sm(torch.ones(2)))
print(g(torch.ones(1)))
print(torch.jit.trace(g, torch.ones(1))(torch.ones(1)))
print(torch.jit.script(g)(torch.ones(1)))
