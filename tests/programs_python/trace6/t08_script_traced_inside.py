import torch
import torch.nn as nn

def helper(x):
    return x.relu() * 3

traced_helper = torch.jit.trace(helper, torch.randn(3))

@torch.jit.script
def uses(x):
    return traced_helper(x) - 1

print(uses.code)
print(uses(torch.tensor([-1., 0., 2.])))

class Sub(nn.Module):
    def forward(self, x):
        return x + 100

class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.sub = torch.jit.trace(Sub(), torch.ones(1))

    def forward(self, x):
        if x.sum() > 0:
            return self.sub(x)
        return x

s = torch.jit.script(Top())
print(s.code)
print(s(torch.ones(2)), s(-torch.ones(2)))
