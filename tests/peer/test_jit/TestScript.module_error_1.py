import torch
import torch.nn as nn

class MyModule(torch.nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()

    def forward(self, foo):
        return foo
torch.jit.script(MyModule)
