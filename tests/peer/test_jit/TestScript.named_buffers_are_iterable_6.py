import torch
import torch.nn as nn

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

class MyMod(torch.nn.Module):

    def __init__(self):
        super(MyMod, self).__init__()
        self.mod = torch.nn.ReLU()
        self.mod2 = torch.nn.ReLU()
        self.mod3 = torch.nn.Sequential(torch.nn.Sequential(torch.nn.ReLU()))
        self.register_buffer('x', torch.zeros(3))
        self.register_buffer('y', torch.zeros(3))
        self.z = torch.zeros(3)

    def bleh(self):
        return self.z + 4

    @torch.jit.export
    def method(self):
        names = ['']
        vals = []
        for name, buffer in self.named_buffers():
            names.append(name)
            vals.append(buffer + 2)
        return (names, vals)

    def forward(self, x):
        return x
model = MyMod()
x = torch.jit.script(model)
z = export_import(x)
print(x.method())
