import torch
import torch.nn as nn

torch.manual_seed(0)

class Sub(nn.Module):

    def forward(self, input):
        if self.training:
            return input
        else:
            return -input

class MyModule(torch.jit.ScriptModule):

    def __init__(self, module):
        super(MyModule, self).__init__()
        self.module = module

    @torch.jit.script_method
    def forward(self, input):
        return self.module(input) + 1
m = MyModule(Sub())
input = torch.rand(3, 4)
m.eval()
input = torch.randn(6, 10)
batchnorm = nn.BatchNorm1d(10)
dropout = nn.Dropout(p=0.2)
m_batchnorm = MyModule(batchnorm)
print(batchnorm(input) + 1)
