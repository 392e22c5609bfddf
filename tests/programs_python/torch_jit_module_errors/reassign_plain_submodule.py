# A scripted module's submodule can be replaced by a script module only: a
# plain nn.Module (even of the same class) is refused, since the compiled code
# calls the replacement.
import torch
import torch.nn as nn


class Inner(nn.Module):
    def forward(self, x):
        return x + 1


class Outer(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def forward(self, x):
        return self.inner(x)


m = torch.jit.script(Outer())
m.inner = torch.jit.script(Inner())
print(m(torch.tensor([1.0])))
m.inner = Inner()
