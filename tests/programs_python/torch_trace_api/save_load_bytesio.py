import io
import torch
import torch.nn as nn
torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
    def forward(self, x):
        return self.fc(x).squeeze(-1)
    @torch.jit.export
    def doubled(self, x):
        return self.forward(x) * 2
m = torch.jit.script(Net())
buf = io.BytesIO()
torch.jit.save(m, buf)
buf.seek(0)
m2 = torch.jit.load(buf)
x = torch.randn(2, 3)
print(torch.equal(m(x), m2(x)))
print(torch.equal(m.doubled(x), m2.doubled(x)))
print(sorted(k for k in m2.state_dict()))
t = torch.jit.trace(nn.Sequential(nn.Linear(3, 2), nn.ReLU()), x)
b2 = io.BytesIO()
torch.jit.save(t, b2)
b2.seek(0)
t2 = torch.jit.load(b2)
print(torch.equal(t(x), t2(x)))
print(t2.code)
