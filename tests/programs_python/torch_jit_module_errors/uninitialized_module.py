# Scripting a module whose __init__ never called nn.Module.__init__ names the
# class as torch.typename does (module and qualified name).
import torch
import torch.nn as nn


def make():
    class Half(nn.Module):
        def __init__(self):
            self.scale = 0.5

        def forward(self, x):
            return x * self.scale

    return Half()


print("scripting")
torch.jit.script(make())
