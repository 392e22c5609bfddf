# F.rrelu / nn.RReLU in training mode draw one slope per element <= 0 (in
# contiguous order) from the generator, as ATen's CPU kernel does.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.act = nn.RReLU(0.1, 0.3)

    def forward(self, x):
        return self.act(x) + F.rrelu(x.t(), training=self.training).t()


torch.manual_seed(5)
x = torch.randn(4, 6)
m = torch.jit.script(Net())
torch.manual_seed(1)
print(m(x))
torch.manual_seed(1)
print(m(x).sum().item(), torch.rrelu(x.double(), 0.2, 0.25, True).sum().item())
m.eval()
print(m(x))
g = torch.Generator().manual_seed(7)
print(torch.rrelu(x, training=True, generator=g)[x < 0].tolist())
y = x.clone()
torch.manual_seed(2)
F.rrelu(y, training=True, inplace=True)
print(y)
try:
    torch.rrelu(x.half(), training=True)
except RuntimeError as e:
    print("RuntimeError:", e)
