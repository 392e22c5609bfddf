import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self):
        super(M, self).__init__()
        self.int32_max = torch.jit.Attribute(2 ** 31 - 1, int)
        self.int32_min = torch.jit.Attribute(-2 ** 31, int)
        self.uint32_max = torch.jit.Attribute(2 ** 32, int)
        self.int64_max = torch.jit.Attribute(2 ** 63 - 1, int)
        self.int64_min = torch.jit.Attribute(-2 ** 63, int)
        self.tensor = torch.nn.Parameter(torch.ones(2, 2))

    @torch.jit.script_method
    def forward(self, x):
        # type: (int) -> (int)
        return x + (self.int32_max + self.int32_min) + (self.int64_max + self.int64_min)
m = M()
imported = export_import(m)
print(m(10))
