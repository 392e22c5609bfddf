import torch
import torch.nn as nn

torch.manual_seed(0)

class MyModule(nn.Module):

    def __init__(self):
        super().__init__()
        self.module_list = nn.ModuleList([nn.Linear(1, 1) for _ in range(10)])
        self.parameter_list = nn.ParameterList([nn.Parameter(torch.zeros(1)) for _ in range(10)])

    def forward(self, x):
        r = x
        for i, p in enumerate(self.parameter_list):
            r = r + p + i
        return r
print(torch.jit.script(MyModule())(torch.zeros(1)))
