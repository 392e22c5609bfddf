import torch
import torch.nn as nn

class MyModule(torch.nn.Module):

    def __init__(self):
        super(MyModule, self).__init__()

    def forward(self, x):
        return x[1,]
print(torch.jit.script(MyModule())(torch.ones(2, 3)))
