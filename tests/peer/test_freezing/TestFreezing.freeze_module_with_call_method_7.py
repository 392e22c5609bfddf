import torch
import torch.nn as nn

torch.manual_seed(0)

class Mod(nn.Module):

    def __init__(self, val):
        super().__init__()
        self.param = nn.Parameter(val)

    def forward(self, x):
        return x + self.param

    @torch.jit.export
    def make_prediction(self, x):
        y = x + x
        return self.forward(y)
param = torch.rand([2, 2])
x = torch.rand([2, 2])
unscripted_mod = Mod(param)
mod = torch.jit.script(unscripted_mod)
mod.eval()
mod = torch.jit.freeze(mod, preserved_attrs=['make_prediction'])
print(mod.forward(x))
