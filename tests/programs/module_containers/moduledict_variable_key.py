# A ModuleDict indexed with a variable key fails to compile.
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.d = nn.ModuleDict({"a": nn.ReLU()})

    def forward(self, x):
        k = "a"
        return self.d[k](x)


torch.jit.script(M())
