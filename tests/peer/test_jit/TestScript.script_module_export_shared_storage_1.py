import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self):
        super(M, self).__init__()
        self.param1 = torch.nn.Parameter(torch.rand(5, 5))
        self.param2 = torch.nn.Parameter(self.param1[3])
        self.param3 = torch.nn.Parameter(torch.rand(5, 5))
        self.param4 = torch.nn.Parameter(torch.rand(11, 5)[1:6])

    @torch.jit.script_method
    def foo(self):
        return self.param1 + self.param2 + self.param3 + self.param4
with torch.jit.optimized_execution(False):
    m_orig = M()
    m_import = export_import(m_orig)
    print(m_orig.foo())
    print(m_import.param1.storage().data_ptr() == m_import.param2.storage().data_ptr())
    print(m_import.param1.storage().data_ptr() != m_import.param3.storage().data_ptr())
