import torch
import torch.nn as nn

torch.manual_seed(0)

class M1(torch.jit.ScriptModule):

    def __init__(self):
        super(M1, self).__init__()
        self.weight = nn.Parameter(torch.randn(2))

    @torch.jit.script_method
    def forward(self, thing):
        return self.weight + thing

class PModule(nn.Module):

    def __init__(self):
        super(PModule, self).__init__()
        self.a = nn.Parameter(torch.randn(2, 3))

    def forward(self, a):
        return self.a.mm(a)

class M2(torch.jit.ScriptModule):

    def __init__(self):
        super(M2, self).__init__()
        self.sub = M1()
        self.sub2 = PModule()
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
    def forward(self, input):
        a = self.doit(input)
        b = self.doit2(input)
        c = self.hi(input)
        d = self.sub2(input)
        return a + b + self.bias + self.sub(a) + c + d
with torch.jit.optimized_execution(False):
    m2 = M2()
    input = torch.randn(3, 2)
    a = m2.weight.mm(input)
    b = m2.weight.mm(input)
    c = m2.weight.mm(input)
    d = m2.sub2.a.mm(input)
    ref = a + b + m2.bias + m2.sub.weight + a + c + d
    print(m2.forward(input))
    m2.weight = nn.Parameter(torch.zeros_like(m2.weight))
    m2.bias = nn.Parameter(torch.zeros_like(m2.bias))
    m2.sub.weight = nn.Parameter(torch.zeros_like(m2.sub.weight))
    m2.sub2.a.data.zero_()
    print(torch.zeros(2, 2))
