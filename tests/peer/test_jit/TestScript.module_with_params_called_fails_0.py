import torch
import torch.nn as nn

torch.manual_seed(0)

class ScriptMod(torch.jit.ScriptModule):

    def __init__(self):
        super(ScriptMod, self).__init__()
        self.param = torch.nn.Parameter(torch.rand(3, 3))

    @torch.jit.script_method
    def forward(self, x):
        return torch.mm(x, self.param)
sm = ScriptMod()

@torch.jit.script
def some_func(x):
    return sm(x)
