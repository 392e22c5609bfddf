import torch
import torch.nn as nn

@torch.jit.script
def FooTest(x):
    return torch.nn.functional.interpolate(x, 'bad')
