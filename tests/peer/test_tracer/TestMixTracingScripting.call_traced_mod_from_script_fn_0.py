import torch
import torch.nn as nn

torch.manual_seed(0)

class TracedModule(torch.nn.Module):

    def __init__(self):
        super(TracedModule, self).__init__()

    def forward(self, x):
        return torch.mm(x, torch.zeros(4, 3))
tm = torch.jit.trace(TracedModule(), torch.rand(3, 4))

@torch.jit.script
def script_fn(x):
    return tm(x) + 1
