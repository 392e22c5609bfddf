import io
import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(7)
net = nn.Sequential(OrderedDict([
    ("conv", nn.Conv2d(1, 4, 3)),
    ("act", nn.ReLU()),
    ("pool", nn.AdaptiveAvgPool2d(1)),
    ("flat", nn.Flatten()),
    ("head", nn.Linear(4, 3)),
]))
sd = net.state_dict()
for k, v in sd.items():
    print(k, tuple(v.shape))
buf = io.BytesIO()
torch.save(sd, buf)
buf.seek(0)
loaded = torch.load(buf)
print(type(loaded).__name__, list(loaded.keys()) == list(sd.keys()))
net2 = nn.Sequential(OrderedDict([
    ("conv", nn.Conv2d(1, 4, 3)),
    ("act", nn.ReLU()),
    ("pool", nn.AdaptiveAvgPool2d(1)),
    ("flat", nn.Flatten()),
    ("head", nn.Linear(4, 3)),
]))
res = net2.load_state_dict(loaded)
print(res)
x = torch.randn(2, 1, 6, 6)
print(torch.equal(net(x), net2(x)))
print(net.head)
print(net[0])
bad = {k: v for k, v in sd.items() if not k.startswith("head")}
r = net2.load_state_dict(bad, strict=False)
print(r.missing_keys, r.unexpected_keys)
try:
    net2.load_state_dict(bad)
except RuntimeError as e:
    print(str(e).splitlines()[0])
buf2 = io.BytesIO()
torch.save({"epoch": 3, "model": net.state_dict(), "note": "ckpt"}, buf2)
buf2.seek(0)
ck = torch.load(buf2)
print(ck["epoch"], ck["note"], len(ck["model"]))
