import torch
import torch.nn as nn

class Test(torch.nn.Module):

    def forward(self, input=[]):
        return input
torch.jit.script(Test())
