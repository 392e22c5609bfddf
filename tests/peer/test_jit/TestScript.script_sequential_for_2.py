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
        self.mods = nn.Sequential(Sub(), Sub(), Sub())

    @torch.jit.script_method
    def forward(self, v):
        for m in self.mods:
            v = m(v)
        return v

    @torch.jit.script_method
    def forward2(self, v):
        return self.mods(v)
with torch.jit.optimized_execution(False):
    i = torch.empty(2)
    m = M()
    o = m(i)
    v = i
    for sub in m.mods._modules.values():
        v = sub(v)
    print(o)
    o2 = m.forward2(i)
    print(o2)
