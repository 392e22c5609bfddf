# Unrolled container submodules are named after their keys in .code,
# whatever loop variable binds them (PyTorch prints _0, then _00).
import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(2, 2), nn.ReLU()])
        self.d = nn.ModuleDict({"a": nn.Linear(2, 2), "b": nn.Tanh()})
    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        for name, m in self.d.items():
            x = m(x)
        for i, l in enumerate(self.layers):
            x = l(x)
        for m in self.d.values():
            x = m(x)
        return x
s = torch.jit.script(M())
print(s.code)
