import torch
import torch.nn as nn
import torch.nn.functional as F

import torch.nn.functional as F

def fn(x, slope):
    a = torch.abs(x)
    b = torch.nn.functional.prelu(x, slope)
    c = F.prelu(x, slope)
    return (a, b, c)
x = torch.arange(-3.0, 4)
slope = torch.tensor([0.5])
print(torch.jit.script(fn)(x, slope))
