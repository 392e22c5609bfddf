import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

class Foo(torch.nn.Module):

    def __init__(self):
        super(Foo, self).__init__()
        self.foo = torch.nn.Linear(2, 3, device='meta')
        self.bar = torch.nn.Linear(3, 4)
        self.register_buffer('buffer', torch.randn(4, device='meta'))

    def forward(self, x):
        x = self.foo(x)
        x = self.bar(x)
        return x
m = Foo()
m_loaded = export_import(torch.jit.script(m))
m_params = dict(m.named_parameters())
m_loaded_params = dict(m_loaded.named_parameters())
m_buffers = dict(m.named_buffers())
m_loaded_buffers = dict(m_loaded.named_buffers())
print(m_params['bar.weight'].is_meta)
