import torch

class ScriptMod(torch.jit.ScriptModule):

    def __init__(self):
        super(ScriptMod, self).__init__()

    @torch.jit.script_method
    def forward(self, x):
        return torch.mm(x, torch.zeros([4, 3]))
sm = ScriptMod()

@torch.jit.script
def script_fn(x):
    return sm(x) + 1
