import torch
import torch.nn as nn

class SubModule(nn.Module):

    def __init__(self):
        super(SubModule, self).__init__()
        self.a = 1
        self.b = 2

    def forward(self):
        return self.a + self.b

class Module(nn.Module):

    def __init__(self):
        super(Module, self).__init__()
        self.sub1 = SubModule()
        self.sub2 = SubModule()

    def forward(self):
        return self.sub1() + self.sub2()
m = torch.jit.script(Module())
m.eval()
m = torch.jit.freeze(m, preserved_attrs=['sub1.a', 'sub2.a'])
fm = m._c
print(fm.sub1.hasattr('a'))
