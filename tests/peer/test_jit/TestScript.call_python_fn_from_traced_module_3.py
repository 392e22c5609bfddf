import torch
import torch.nn as nn

torch.manual_seed(0)

def python_fn(x):
    return torch.neg(x)

class TracedModule(torch.nn.Module):

    def __init__(self):
        super(TracedModule, self).__init__()
        self.param = torch.nn.Parameter(torch.rand(4, 3))

    def forward(self, x):
        return torch.mm(python_fn(x), self.param)
tm = torch.jit.trace(TracedModule(), torch.rand(3, 4))
print(len(list(tm.graph.inputs())) == 2)
