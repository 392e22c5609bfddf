import torch
import torch.nn as nn

class SubModule(nn.Module):

    def __init__(self):
        super(SubModule, self).__init__()

    def forward(self, x):
        return self.method_a(x) + self.method_b(x)

    def method_a(self, x):
        return x * x

    def method_b(self, x):
        return x + x

class Module(nn.Module):

    def __init__(self):
        super(Module, self).__init__()
        self.sub = SubModule()

    def forward(self, x):
        return self.sub(x)
m = torch.jit.script(Module())
m.eval()
fm = torch.jit.freeze(m, preserved_attrs=['sub.method_a'])._c
print(fm.hasattr('sub'))
