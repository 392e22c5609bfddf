import torch
import torch.nn as nn

class M(torch.nn.Module):

    def __init__(self, foo):
        super(M, self).__init__()
        self.foo = foo

    @torch.jit.ignore
    def ignored(self):
        return self.foo

    def forward(self):
        return self.ignored()
a = torch.jit.script(M(torch.ones(1)))
b = torch.jit.script(M(torch.ones(2)))
print(a())
