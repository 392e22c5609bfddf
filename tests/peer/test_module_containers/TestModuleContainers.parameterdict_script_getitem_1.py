import torch
import torch.nn as nn

class MyModule(nn.Module):

    def __init__(self):
        super().__init__()
        self.parameter_dict = nn.ParameterDict({k: nn.Parameter(torch.zeros(1)) for k in ['a', 'b', 'c']})

    def forward(self, x):
        return self.parameter_dict['a'] * x + self.parameter_dict['b'] * self.parameter_dict['c']
print(torch.jit.script(MyModule())(torch.ones(1)))
