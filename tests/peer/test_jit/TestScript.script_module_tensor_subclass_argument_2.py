import torch
import torch.nn as nn

@torch.jit.script
def parameter_script(x: torch.nn.Parameter):
    return x
input = torch.ones(2, 2)
print(parameter_script(input))
