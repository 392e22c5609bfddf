import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

torch.manual_seed(0)

class Dummy(nn.Module):

    def forward(self, x):
        return x
dummy = torch.jit.script(Dummy())
dummy = export_import(dummy)

class ContainsLoaded(torch.nn.Module):

    def __init__(self):
        super(ContainsLoaded, self).__init__()
        self.encoder = dummy

    def forward(self, input):
        return self.encoder(input)
print(torch.jit.script(ContainsLoaded())(torch.rand(2, 3)))
