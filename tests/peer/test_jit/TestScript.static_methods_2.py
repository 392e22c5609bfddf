import torch
import torch.nn as nn

M = 10

class M(nn.Module):

    def __init__(self):
        super(M, self).__init__()

    @staticmethod
    def my_method(x):
        return x + 100

    def forward(self, x):
        return x + M.my_method(x)

class N(nn.Module):

    def __init__(self):
        super(N, self).__init__()

    @staticmethod
    def my_method(x):
        return x * 100

    def forward(self, x):
        return x - M.my_method(x) + N.my_method(x)
print(torch.jit.script(M())(torch.ones(2, 2)))
