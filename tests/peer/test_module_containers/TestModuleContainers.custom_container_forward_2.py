import torch
import torch.nn as nn

class Inner(torch.nn.Module):

    def forward(self, x):
        return x + 10

class CustomSequential(nn.Sequential):

    def __init__(self):
        super(CustomSequential, self).__init__(nn.ReLU(), Inner())

    def forward(self, x):
        x = x + 3
        for mod in self:
            x = mod(x)
        return x - 5
print(torch.jit.script(CustomSequential())(torch.tensor(0.5)))
