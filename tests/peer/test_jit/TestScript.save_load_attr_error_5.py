import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

class Inner(nn.Module):

    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x

class Wrapper(nn.Module):

    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def forward(self, x):
        return self.inner.b(x)
inner_module = torch.jit.script(Inner())
inner_module = export_import(inner_module)
wrapped = Wrapper(inner_module)
torch.jit.script(wrapped)
