import torch
import torch.nn as nn

class M(nn.Module):
    def forward(self, x):
        if torch.jit.is_tracing():
            return x * 10
        return x * 1

m = M()
x = torch.ones(2)
print(m(x))
t = torch.jit.trace(m, x)
print(t(x))
print(torch.jit.is_tracing(), torch.jit.is_scripting())
print(t.code)
@torch.jit.script
def s(x):
    if torch.jit.is_scripting():
        return x + 100
    return x
print(s(x))
