import torch
import torch.nn as nn

torch.manual_seed(0)

class CustomModuleInterface(torch.nn.Module):

    def __init__(self):
        super(CustomModuleInterface, self).__init__()

class CustomModuleDict(CustomModuleInterface, torch.nn.ModuleDict):

    def __init__(self, modules=None):
        CustomModuleInterface.__init__(self)
        torch.nn.ModuleDict.__init__(self, modules)

class MyModule(torch.nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()
        self.submod = torch.jit.script(torch.nn.ReLU())
        self.moduledict = CustomModuleDict()

    def forward(self, inputs):
        assert 'submod' not in self.moduledict, '__contains__ fails for ModuleDict'
        return inputs
m = MyModule()
print(torch.jit.script(m)(torch.randn(2, 2)))
