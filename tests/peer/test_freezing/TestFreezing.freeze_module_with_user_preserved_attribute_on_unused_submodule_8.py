import torch
import torch.nn as nn

class SubModule(nn.Module):

    def __init__(self):
        super(SubModule, self).__init__()
        self.a = 1
        self.b = 2

    def forward(self):
        return self.a + self.b

    @torch.jit.export
    def method_a(self):
        return 42

class Module(nn.Module):

    def __init__(self):
        super(Module, self).__init__()
        self.sub = SubModule()

    def forward(self):
        return 1
m = torch.jit.script(Module())
m.eval()
fm = torch.jit.freeze(m, preserved_attrs=['sub.a', 'sub.method_a'])._c
print(fm.sub._has_method('method_a'))
