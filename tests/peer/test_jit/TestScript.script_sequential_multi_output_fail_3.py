import torch
import torch.nn as nn

torch.manual_seed(0)

class Sub(torch.jit.ScriptModule):

    def __init__(self):
        super(Sub, self).__init__()
        self.weight = nn.Parameter(torch.randn(2))

    @torch.jit.script_method
    def forward(self, thing):
        return self.weight + thing

class ReturnMulti(torch.jit.ScriptModule):

    def __init__(self):
        super(ReturnMulti, self).__init__()

    @torch.jit.script_method
    def forward(self, x):
        return (x, x, x)

class HaveSequential(torch.jit.ScriptModule):

    def __init__(self):
        super(HaveSequential, self).__init__()
        self.someseq = nn.Sequential(Sub(), ReturnMulti(), Sub())

    @torch.jit.script_method
    def forward(self, x):
        return self.someseq(x)
with torch.jit.optimized_execution(False):
    hs = HaveSequential()
    i = torch.empty(2)
    hs(i)
