import torch
import torch.nn as nn
torch.manual_seed(0)
l = nn.Linear(2, 1)
print(l.bias)
s = torch.jit.script(l)
print(s.bias)
p = nn.Parameter(torch.ones(2), requires_grad=False)
print(p)
