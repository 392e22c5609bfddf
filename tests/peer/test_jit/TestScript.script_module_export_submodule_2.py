import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

class M1(torch.jit.ScriptModule):

    def __init__(self):
        super(M1, self).__init__()
        self.weight = nn.Parameter(torch.randn(2))

    @torch.jit.script_method
    def forward(self, thing):
        return self.weight + thing

class M2(torch.jit.ScriptModule):

    def __init__(self):
        super(M2, self).__init__()
        self.sub = M1()
        self.weight = nn.Parameter(torch.randn(2, 3))
        self.bias = nn.Parameter(torch.randn(2))
        self.define('\n                    def hi(self, a):\n                        return self.weight.mm(a)\n                ')

    @torch.jit.script_method
    def doit(self, input):
        return self.weight.mm(input)

    @torch.jit.script_method
    def doit2(self, input):
        return self.weight.mm(input)

    @torch.jit.script_method
    def doit3(self, input):
        return input + torch.ones([1], dtype=torch.double)

    @torch.jit.script_method
    def forward(self, input):
        a = self.doit(input)
        b = self.doit2(input)
        c = self.hi(input)
        return a + b + self.bias + c
with torch.jit.optimized_execution(False):
    m_orig = M2()
    m_import = export_import(m_orig)
    input = torch.randn(3, 2)
    print(m_orig.doit(input))
    print(m_orig.hi(input))
    print(m_orig.doit3(input))
    print(m_orig.forward(input))
