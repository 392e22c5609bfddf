import torch

M = 10

class M(torch.jit.ScriptModule):
    __constants__ = ['b', 'i', 'c', 's']

    def __init__(self):
        super(M, self).__init__()
        self.b = False
        self.i = 1
        self.c = 3.5
        self.s = ['hello']

    @torch.jit.script_method
    def forward(self):
        return (self.b, self.i, self.c)
with torch.jit.optimized_execution(False):
    m = M()
    o0, o1, o2 = m()
print(o2)
