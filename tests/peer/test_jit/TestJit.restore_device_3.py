import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self, cpu_device_str):
        super(M, self).__init__()
        self.p0 = nn.Parameter(torch.tensor([0.3], dtype=torch.float, device=cpu_device_str))
        self.b0 = torch.tensor([0.9], dtype=torch.float, device=cpu_device_str)
m = M('cpu')
m2 = export_import(m)
print(tuple(m.parameters()))
