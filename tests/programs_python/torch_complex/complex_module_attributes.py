# Complex-valued module attributes (scalars, lists, dict keys/values) get
# their types inferred when scripting, and survive save/load.
import torch
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = 3 + 5j
        self.b = [2 + 3j, 3 + 4j]
        self.c = {2 + 3j: 2 - 3j}
    def forward(self, b: int):
        return self.a + b, self.b, self.c
m = torch.jit.script(M())
print(m(1))
print(m.a, m.b, m.c)
torch.jit.save(m, "complex_module_attributes.pt")
l = torch.jit.load("complex_module_attributes.pt")
print(l(1))
print(l.a, l.b, l.c)
import os
os.remove("complex_module_attributes.pt")
