import torch

M = 10

class M(torch.jit.ScriptModule):
    __constants__ = ['dim']

    def __init__(self):
        super(M, self).__init__()
        self.dim = 1

    @torch.jit.script_method
    def forward(self, v):
        return torch.cat([v, v, v], dim=self.dim)
v = torch.zeros(1, 1)
with torch.jit.optimized_execution(False):
    print(torch.cat([v, v, v], dim=1))
