# Assigning a script module of another type to a submodule attribute of a
# script module fails: the field keeps its declared module type.
import torch


class Double(torch.nn.Module):
    def forward(self, x):
        return x * 2


class Triple(torch.nn.Module):
    def forward(self, x):
        return x * 3


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.f = Double()

    def forward(self, x):
        return self.f(x) + 1


m = torch.jit.script(Net())
print(m(torch.ones(2)))
m.f = torch.jit.script(Double())  # same type: fine
print(m(torch.ones(2)))
try:
    m.f = torch.jit.script(Triple())
except RuntimeError as e:
    print(str(e).split(" (of Python")[0])
    print("for field 'f', but found '__torch__.Triple" in str(e))
print(m(torch.ones(2)))
