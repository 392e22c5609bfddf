import torch
import torch.nn as nn

class BadModule(torch.nn.Module):

    def __init__(self):
        super(BadModule, self).__init__()
        self.moduledict = torch.nn.ModuleDict({'foo': None, 'bar': None})

    def forward(self, input):
        assert self.moduledict['blah'] == 'blah', 'this is a keyerror'

class AnotherBadModule(torch.nn.Module):

    def __init__(self):
        super(AnotherBadModule, self).__init__()
        self.moduledict = torch.nn.ModuleDict({'foo': None, 'bar': None})

    def forward(self, input):
        idx = 'blah'
        assert self.moduledict[idx] == 'blah', 'this is a string literal error'
b = AnotherBadModule()
torch.jit.script(b)
