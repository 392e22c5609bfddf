# An out-of-range literal index of a ModuleList names the index as written.
import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.mods = nn.ModuleList([nn.ReLU() for _ in range(3)])

    def forward(self, v):
        return self.mods[-3](v) + self.mods[-4](v)


torch.jit.script(M())
