import torch
import torch.nn as nn

torch.manual_seed(0)

M = 10

class Sub(torch.jit.ScriptModule):

    def __init__(self):
        super(Sub, self).__init__()
        self.weight = nn.Parameter(torch.randn(2))

    @torch.jit.script_method
    def forward(self, thing):
        return self.weight + thing

class M(torch.jit.ScriptModule):

    def __init__(self):
        super(M, self).__init__()
        self.mods = nn.ModuleList([Sub(), nn.Sequential(Sub(), nn.Sequential(Sub(), Sub()), Sub())])

    @torch.jit.script_method
    def forward(self, v):
        for mod in self.mods:
            v = mod(v)
        return v
m = M()
graph = str(m.graph)
print('python' not in graph)
