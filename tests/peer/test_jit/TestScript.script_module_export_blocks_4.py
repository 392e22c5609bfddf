import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self, n, m):
        super(M, self).__init__()
        self.weight = torch.nn.Parameter(torch.rand(n, m))

    @torch.jit.script_method
    def forward(self, input):
        if bool(input.sum() > 0):
            output = self.weight.mv(input)
        else:
            output = self.weight + input
        return output
m_orig = M(200, 200)
m_import = export_import(m_orig)
t = torch.rand(200)
print(m_orig(t))
