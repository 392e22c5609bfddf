import torch
import torch.nn as nn

torch.manual_seed(0)

class CustomModuleInterface(torch.nn.Module):

    def __init__(self):
        super(CustomModuleInterface, self).__init__()

class CustomModuleList(CustomModuleInterface, torch.nn.ModuleList):

    def __init__(self, modules=None):
        CustomModuleInterface.__init__(self)
        torch.nn.ModuleList.__init__(self, modules)

    def __len__(self):
        return 2

class MyModule(torch.nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()
        self.submod = torch.jit.script(torch.nn.ReLU())
        self.modulelist = CustomModuleList([self.submod])

    def forward(self, inputs):
        assert len(self.modulelist) == 2, '__len__ failing for ModuleList'
        return inputs
m = MyModule()
print(torch.jit.script(m)(torch.randn(2, 2)))
