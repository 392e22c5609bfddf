import torch
import torch.nn as nn

torch.manual_seed(0)

class Dummy(nn.Module):

    def __init__(self):
        super(Dummy, self).__init__()
        self.foo = nn.Linear(2, 2)

    def forward(self, x):
        if self.foo is not None:
            return self.foo(x)
        return x
mod = Dummy()
mod.foo = None
print(torch.jit.script(mod)(torch.rand(2, 2)))
