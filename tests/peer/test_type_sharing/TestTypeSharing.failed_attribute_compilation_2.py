import torch
import torch.nn as nn

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()
        self.foo = object

    def forward(self):
        return self.foo
m = M()
torch.jit.script(m)
