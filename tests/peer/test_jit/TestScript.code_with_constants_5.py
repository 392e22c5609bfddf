import torch
import torch.nn as nn

@torch.jit.script
def foo(x=torch.ones(1)):
    return x

class Moddy(torch.nn.Module):

    def __init__(self):
        super(Moddy, self).__init__()

    def forward(self, x):
        return foo()
m = torch.jit.script(Moddy())
src, CONSTANTS = m.code_with_constants
print(src)
