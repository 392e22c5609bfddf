import torch
import torch.nn as nn

torch.manual_seed(0)

class Inner(torch.nn.Module):

    def forward(self, x):
        return x + 10

class M(torch.nn.Module):

    def __init__(self):
        super(M, self).__init__()
        self.sequential = nn.Sequential(Inner(), Inner(), nn.Sequential(Inner(), Inner()))
        self.module_list = nn.ModuleList([Inner(), Inner()])

    def forward(self, x):
        for mod in self.module_list:
            x += mod(x)
        x += self.sequential(x)
        return x
print(torch.jit.script(M())(torch.randn(5, 5)))
