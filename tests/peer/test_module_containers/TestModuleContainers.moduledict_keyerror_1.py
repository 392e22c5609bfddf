import torch
import torch.nn as nn

class BadModule(torch.nn.Module):

    def __init__(self):
        super(BadModule, self).__init__()
        self.moduledict = torch.nn.ModuleDict({'foo': None, 'bar': None})

    def forward(self, input):
        assert self.moduledict['blah'] == 'blah', 'this is a keyerror'
b = BadModule()
torch.jit.script(b)
