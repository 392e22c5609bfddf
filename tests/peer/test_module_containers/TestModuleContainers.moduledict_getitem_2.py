import torch
import torch.nn as nn

torch.manual_seed(0)

class MyModule(torch.nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()
        self.relu = torch.jit.script(torch.nn.ReLU())
        self.tanh = torch.jit.script(torch.nn.Tanh())
        self.moduledict = torch.nn.ModuleDict({'relu': self.relu, 'tanh': self.tanh})

    def forward(self, input):
        assert self.moduledict['relu'] is self.relu
        assert self.moduledict['tanh'] is self.tanh
        return input
m = MyModule()
print(torch.jit.script(m)(torch.randn(2, 2)))
