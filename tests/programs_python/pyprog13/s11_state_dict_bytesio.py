import io
import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(11)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 2)
        self.bn = nn.BatchNorm1d(2)
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("tmp", torch.zeros(1), persistent=False)
    def forward(self, x):
        self.steps += 1
        return self.bn(self.fc(x))

a = Net()
a(torch.randn(4, 3))
sd = a.state_dict()
print(type(sd).__name__, list(sd.keys()))
buf = io.BytesIO()
torch.save({"model": sd, "epoch": 3, "meta": {"name": "net", "tags": ["x", "y"]}}, buf)
buf.seek(0)
ck = torch.load(buf)
print(ck["epoch"], ck["meta"])
b = Net()
res = b.load_state_dict(ck["model"])
print(res)
print(b.steps.item(), torch.equal(a.fc.weight, b.fc.weight), torch.equal(a.bn.running_mean, b.bn.running_mean))
partial = OrderedDict((k, v) for k, v in sd.items() if k.startswith("fc"))
r = b.load_state_dict(partial, strict=False)
print(r.missing_keys, r.unexpected_keys)
try:
    b.load_state_dict({"fc.weight": torch.zeros(5, 5)}, strict=False)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
buf2 = io.BytesIO()
torch.save(a, buf2)
buf2.seek(0)
c = torch.load(buf2)
print(type(c).__name__, c.steps.item())
