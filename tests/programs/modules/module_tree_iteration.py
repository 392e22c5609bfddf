# named_modules/modules/named_children/children/named_buffers in script code
# unroll at compile time (PyTorch's ModuleValue), and the code they compile to
# saves and loads.
import torch
import torch.nn as nn
from typing import List

class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.act = nn.ReLU()
        self.register_buffer("scale", torch.ones(2))

    def forward(self, x):
        return self.act(self.lin(x)) * self.scale


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.first = Block()
        self.second = nn.Sequential(Block(), nn.Tanh())
        self.register_buffer("offset", torch.full((2,), 0.5))
        self.register_buffer("count", torch.zeros(1))
        self.extra = nn.ParameterList([nn.Parameter(torch.zeros(2))])

    @torch.jit.export
    def names(self):
        out: List[str] = []
        for name, _ in self.named_modules():
            out.append(name)
        for name, _ in self.named_children():
            out.append("child:" + name)
        for name, b in self.named_buffers():
            out.append("buffer:" + name + "=" + str(b.sum().item()))
        return out

    @torch.jit.export
    def counts(self):
        n = 0
        for m in self.modules():
            n += 1
        c = 0
        for m in self.children():
            c += 1
        return n, c

    def forward(self, x):
        for name, b in self.named_buffers():
            x = x + b
        return self.second(self.first(x))


torch.manual_seed(0)
m = torch.jit.script(Net())
print(m.names())
print(m.counts())
print(m(torch.ones(1, 2)))
print(m.counts.code)
torch.jit.save(m, "named_modules.pt")
loaded = torch.jit.load("named_modules.pt")
print(loaded.names())
print(loaded(torch.ones(1, 2)))


class Bad(nn.Module):
    def forward(self, x):
        for name, b in self.named_buffers(recurse=False):
            x = x + b
        return x


try:
    torch.jit.script(Bad())
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
