import torch
import torch.nn as nn

class Foo(torch.nn.Module):

    def __init__(self):
        super(Foo, self).__init__()
        self.x = 1

    def forward(self, x):
        return x * self.x

    @torch.jit.export
    def __setstate__(self, state):
        self.x = state[0]
        self.training = state[1]
scripted = torch.jit.script(Foo())
