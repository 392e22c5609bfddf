import torch
import torch.nn as nn

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.tensor([1., 2.]))
        self.b = 3
        self.flag = True

    def forward(self, x):
        if self.flag:
            return x * self.w + self.b
        return x

s = torch.jit.script(M()).eval()
f = torch.jit.freeze(s)
print(f.code)
print(f(torch.ones(2)))
print(hasattr(f, 'w'))
try:
    torch.jit.freeze(torch.jit.script(M()))
except Exception as e:
    print(type(e).__name__)
