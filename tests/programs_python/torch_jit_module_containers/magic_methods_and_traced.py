# Script modules without container methods forward __getitem__/__len__ to
# script methods of that name, else NotImplementedError; traced modules
# are no containers at all (TypeError naming their class).
import torch
import torch.nn as nn

class WithGet(nn.Module):
    def forward(self, x):
        return x
    @torch.jit.export
    def __getitem__(self, i: int) -> int:
        return i * 2
    @torch.jit.export
    def __len__(self) -> int:
        return 7

def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

m = torch.jit.script(nn.Linear(2, 2))
show(lambda: m[0])
show(lambda: len(m))
show(lambda: 3 in m)
show(lambda: list(m))
w = torch.jit.script(WithGet())
show(lambda: w[3])
show(lambda: len(w))
s = torch.jit.script(nn.Sequential(nn.ReLU(), nn.Tanh()))
show(lambda: type(s[1]).__name__)
show(lambda: len(s))
t = torch.jit.trace(nn.Sequential(nn.Sequential(nn.ReLU())), torch.ones(1))
show(lambda: t[0])
show(lambda: len(t))
show(lambda: [c for c in t])
show(lambda: 1 in t)
show(lambda: [type(c).__name__ for c in t.children()])
show(lambda: bool(t))
