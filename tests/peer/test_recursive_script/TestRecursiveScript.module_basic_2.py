import torch
import torch.nn as nn

class Other(torch.nn.Module):
    __constants__ = ['x']

    def __init__(self, x):
        super(Other, self).__init__()
        self.x = x
        self.param = torch.nn.Parameter(torch.ones(2, 2))

    def some_unscriptable_method(self):
        a = 2
        a = [2]
        return a

    def forward(self, t):
        return t + self.x + self.param

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()
        self.other = Other(200)

    def forward(self, t):
        return self.other(t) * 2
print(torch.jit.script(M())(torch.ones(2, 2)))
