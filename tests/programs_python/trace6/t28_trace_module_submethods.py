import torch
import torch.nn as nn

class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.tensor(2.))

    def forward(self, x):
        return x * self.scale

    def encode(self, x):
        return self.forward(x).sum(-1)

class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = Enc()

    def forward(self, x):
        return self.enc.encode(x) + 1

t = torch.jit.trace(Top(), torch.ones(2, 3))
print(t.code)
print(t(torch.ones(1, 3)))
print(hasattr(t.enc, 'encode'))
t2 = torch.jit.trace_module(Enc(), {'forward': torch.ones(2), 'encode': torch.ones(2, 2)})
print(t2.encode.code)
print(t2.encode(torch.ones(3, 2)))
