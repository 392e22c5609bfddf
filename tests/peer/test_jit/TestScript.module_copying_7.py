import torch
import torch.nn as nn
import torch.nn.functional as F

class Submodule(torch.nn.Module):

    def __init__(self):
        super(Submodule, self).__init__()

    def forward(self, x):
        return x + 100

class Weak(torch.nn.Module):

    def __init__(self, in_features, out_features):
        super(Weak, self).__init__()
        self.weight = torch.nn.Parameter(torch.ones(out_features, in_features))
        self.bias = torch.nn.Parameter(torch.ones(out_features))
        self.register_buffer('buffer', torch.ones(out_features))
        self.submodule = Submodule()

    def forward(self, x):
        return F.linear(x, self.weight, self.bias) + self.buffer + self.submodule(x)

class Strong(torch.jit.ScriptModule):

    def __init__(self, weak):
        super(Strong, self).__init__()
        self.weak = weak

    @torch.jit.script_method
    def forward(self, x):
        return self.weak(x)
inp = torch.ones(5, 5) * 5
weak_mod = Weak(5, 5)
strong_mod = Strong(weak_mod)
print(isinstance(weak_mod, torch.jit.ScriptModule))
