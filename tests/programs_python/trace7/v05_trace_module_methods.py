import torch
import torch.nn as nn


class AutoEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(4, 2)
        self.dec = nn.Linear(2, 4)

    def encode(self, x):
        return torch.tanh(self.enc(x))

    def decode(self, z):
        return torch.sigmoid(self.dec(z))

    def forward(self, x):
        return self.decode(self.encode(x))


torch.manual_seed(0)
m = AutoEncoder()
x = torch.randn(3, 4)
z = torch.randn(3, 2)
tm = torch.jit.trace_module(m, {"forward": x, "encode": x, "decode": z})
print(tm.encode.code)
print(tm.decode.code)
print(tm.code)
print(torch.allclose(tm.encode(x), m.encode(x)))
print(torch.allclose(tm.decode(z), m.decode(z)))
print(torch.allclose(tm(x), m(x)))
print(hasattr(tm, "encode"), type(tm).__name__)
print(sorted(n for n, _ in tm.named_parameters()))
