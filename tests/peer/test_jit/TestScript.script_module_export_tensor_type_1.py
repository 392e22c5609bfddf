import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

M = 10

class M(torch.jit.ScriptModule):

    def __init__(self, type):
        super(M, self).__init__()
        self.param = torch.nn.Parameter(torch.zeros((5, 5), dtype=type).random_())

    @torch.jit.script_method
    def foo(self):
        return self.param
with torch.jit.optimized_execution(False):
    for type in [torch.float, torch.double]:
        m_orig = M(type)
        m_import = export_import(m_orig)
        print(m_orig.param.storage().size() == 25)
        print(m_orig.foo())
        print(m_orig.foo().dtype == m_import.foo().dtype)
