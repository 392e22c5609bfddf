import torch

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

class ComplexModule(torch.jit.ScriptModule):

    def __init__(self):
        super().__init__()
        self.a = 3 + 5j
        self.b = [2 + 3j, 3 + 4j, 0 - 3j, -4 + 0j]
        self.c = {2 + 3j: 2 - 3j, -4.3 - 2j: 3j}

    @torch.jit.script_method
    def forward(self, b: int):
        return b + 2j
loaded = export_import(ComplexModule())
print(loaded(2))
