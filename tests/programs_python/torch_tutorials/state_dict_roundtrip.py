import copy
import io
from collections import OrderedDict
import torch
import torch.nn as nn

torch.manual_seed(0)


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.ReLU())
        self.head = nn.Linear(8, 2)
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("tmp", torch.zeros(2), persistent=False)

    def forward(self, x):
        self.steps += 1
        return self.head(self.encoder(x))


m = Model()
sd = m.state_dict()
print(type(sd).__name__)
for k, v in sd.items():
    print(k, tuple(v.shape), v.dtype)
m(torch.randn(5, 4))
m2 = Model()
print(torch.equal(m2.head.weight, m.head.weight))
result = m2.load_state_dict(m.state_dict())
print(result)
print(torch.equal(m2.head.weight, m.head.weight), m2.steps.item())
bad = OrderedDict(m.state_dict())
bad["extra.weight"] = torch.zeros(1)
del bad["head.bias"]
r = m2.load_state_dict(bad, strict=False)
print(r.missing_keys, r.unexpected_keys)
try:
    m2.load_state_dict(bad)
except RuntimeError as e:
    print(str(e).splitlines()[0])
shape_bad = m.state_dict()
shape_bad["head.weight"] = torch.zeros(3, 8)
try:
    m2.load_state_dict(shape_bad)
except RuntimeError as e:
    print(str(e))
buf = io.BytesIO()
torch.save({"model": m.state_dict(), "epoch": 3, "note": "ckpt"}, buf)
buf.seek(0)
ckpt = torch.load(buf)
print(sorted(ckpt.keys()), ckpt["epoch"], ckpt["note"])
m3 = Model()
m3.load_state_dict(ckpt["model"])
m.eval()
m3.eval()
x = torch.randn(3, 4)
print(torch.equal(m(x), m3(x)))
m4 = copy.deepcopy(m)
print(m4.head.weight is m.head.weight, torch.equal(m4.head.weight, m.head.weight))
with torch.no_grad():
    m4.head.weight.fill_(1.0)
print(m.head.weight[0, 0].item() != 1.0)
sd = m.state_dict()
sd["head.weight"].add_(1)
print(torch.equal(sd["head.weight"], m.head.weight))
keep = m.state_dict(keep_vars=True)
print(type(keep["head.weight"]).__name__, keep["head.weight"].requires_grad)
print(list(m.encoder.state_dict().keys()))
print(m.encoder[1].state_dict()["num_batches_tracked"])
