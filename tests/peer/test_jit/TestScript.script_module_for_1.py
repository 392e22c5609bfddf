import torch

M = 10

class M(torch.jit.ScriptModule):
    __constants__ = ['b']

    def __init__(self):
        super(M, self).__init__()
        self.b = [1, 2, 3, 4]

    @torch.jit.script_method
    def forward(self):
        sum = 0
        for i in self.b:
            sum += i
        return sum
with torch.jit.optimized_execution(False):
    m = M()
    print(m())
