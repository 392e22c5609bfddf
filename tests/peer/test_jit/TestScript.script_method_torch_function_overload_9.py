import torch
import torch.nn as nn
from torch import Tensor

class MyCustomTensor(torch.Tensor):
    pass

class MyCustomModule(torch.nn.Module):

    def forward(self, x):
        return torch.relu(x)
scripted_mod = torch.jit.script(MyCustomModule())
t = torch.tensor([3.0])
ref_out = scripted_mod(t)
t_custom = MyCustomTensor([3.0])
out1 = scripted_mod(t_custom)
out2 = scripted_mod.forward(t_custom)
print(out2)
