import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

class Submodule(torch.nn.Module):

    def __init__(self):
        super().__init__()

class TestModule(torch.nn.Module):

    def __init__(self):
        super().__init__()
        self.add_module('submodule_a', Submodule())
        self.register_parameter('parameter_a', torch.nn.Parameter(torch.randn(4)))
        self.register_buffer('buffer', torch.randn(4))
        self.t = torch.rand(4)
        self.parameter_b = torch.nn.Parameter(torch.randn(4))
        self.submodule_b = Submodule()
m = TestModule()
m_loaded = export_import(torch.jit.script(m))
print(len(list(m.named_buffers())))
