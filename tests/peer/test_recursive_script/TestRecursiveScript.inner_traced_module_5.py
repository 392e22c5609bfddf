import torch
import torch.nn as nn

torch.manual_seed(0)

class Dummy(nn.Module):

    def forward(self, x):
        return x

class Model(nn.Module):

    def __init__(self, dummies):
        super(Model, self).__init__()
        self._dummies = dummies

    def forward(self, x):
        out = []
        for dummy in self._dummies:
            out.append(dummy(x))
        return out
dummy = torch.jit.trace(Dummy(), torch.randn(1, 2))
dummies = nn.ModuleList([dummy])
model = Model(dummies)
print(torch.jit.script(model)(torch.rand(5, 5)))
