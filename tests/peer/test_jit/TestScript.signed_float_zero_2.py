import torch
import torch.nn as nn

class MyModule(torch.nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()

    def forward(self, x):
        return torch.div(x, -0.0)
inp = torch.ones(1)
print(torch.jit.script(MyModule())(*inp))
