import torch
import torch.nn as nn

class Foo(torch.nn.Module):

    def forward(self, x):
        return torch.relu(x)
f = torch.jit.script(Foo())
print(str(f._c))
