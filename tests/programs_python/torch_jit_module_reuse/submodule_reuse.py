# Scripted submodules inside Python modules, shared submodules, type reuse
# across identical configurations, and scripting a module whose children
# are already scripted.
import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, n: int, act: bool):
        super().__init__()
        self.lin = nn.Linear(n, n)
        self.act = act

    def forward(self, x):
        y = self.lin(x)
        if self.act:
            y = torch.relu(y)
        return y


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = Block(3, True)
        self.b = Block(3, True)
        self.c = Block(3, False)

    def forward(self, x):
        return self.c(self.b(self.a(x)))


class Wrapper(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = torch.jit.script(Enc())
        self.out = nn.Linear(3, 1)

    def forward(self, x):
        return self.out(self.enc(x))


torch.manual_seed(0)
w = Wrapper()
x = torch.randn(2, 3)
print(w(x).shape)
print(type(w.enc).__name__, isinstance(w.enc, torch.jit.ScriptModule))
print([n for n, _ in w.named_parameters()][:4])
s = torch.jit.script(w)
print(torch.equal(s(x), w(x)))
print(s.enc is w.enc)
print(s)
print(s.enc.code)
print(s.enc.a.code == s.enc.b.code)

shared = Block(3, False)


class Twice(nn.Module):
    def __init__(self):
        super().__init__()
        self.first = shared
        self.second = shared

    def forward(self, x):
        return self.second(self.first(x))


t = torch.jit.script(Twice())
print(torch.equal(t(x), shared(shared(x))))
print([n for n, _ in t.named_parameters()])
print(len(list(t.modules())))
