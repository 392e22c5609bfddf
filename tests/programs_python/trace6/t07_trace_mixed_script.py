import torch
import torch.nn as nn

class Loop(nn.Module):
    def forward(self, x, n: int):
        for i in range(n):
            x = x + i
        return x

class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.loop = torch.jit.script(Loop())
        self.lin = nn.Linear(2, 2)
        with torch.no_grad():
            self.lin.weight.copy_(torch.eye(2))
            self.lin.bias.zero_()

    def forward(self, x):
        return self.loop(self.lin(x), 3)

t = torch.jit.trace(Outer(), torch.ones(1, 2))
print(t.code)
print(t.loop.code)
print(t(torch.zeros(1, 2)))

@torch.jit.script
def scripted(x):
    if bool(x.sum() > 0):
        return x * 2
    return -x

def user(x):
    return scripted(x) + 1

tu = torch.jit.trace(user, torch.ones(2))
print(tu.code)
print(tu(-torch.ones(2)))
