# state_dict / load_state_dict: keys, round trip into a second model, strict
# errors, non-persistent buffers, the returned key lists.
import torch
import torch.nn as nn
from collections import OrderedDict


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU())
        self.head = nn.Linear(2, 3)
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("cache", torch.zeros(2), persistent=False)

    def forward(self, x):
        x = self.features(x).mean(dim=(2, 3))
        return self.head(x)


torch.manual_seed(0)
a = Net()
torch.manual_seed(1)
b = Net()
x = torch.randn(2, 1, 5, 5)
a.eval()
b.eval()
print(torch.equal(a(x), b(x)))
sd = a.state_dict()
print(type(sd).__name__)
for k, v in sd.items():
    print(k, tuple(v.shape), v.dtype, v.requires_grad)
print(b.load_state_dict(sd))
print(torch.equal(a(x), b(x)))
print(a.head.state_dict())
print(sd["head.bias"] is a.head.bias, torch.equal(sd["head.bias"], a.head.bias))

partial = OrderedDict((k, v) for k, v in sd.items() if not k.startswith("head"))
partial["extra.weight"] = torch.zeros(1)
result = b.load_state_dict(partial, strict=False)
print(result)
print(result.missing_keys, result.unexpected_keys)

try:
    b.load_state_dict(partial)
except RuntimeError as e:
    print(e)

bad = dict(sd)
bad["head.weight"] = torch.zeros(4, 2)
try:
    b.load_state_dict(bad)
except RuntimeError as e:
    print(e)

lin = nn.Linear(2, 2)
print(lin.load_state_dict({"weight": torch.ones(2, 2), "bias": torch.zeros(2)}))
print(lin.weight)
print(list(lin.state_dict(prefix="lin.").keys()))
kv = lin.state_dict(keep_vars=True)
print(type(kv["weight"]).__name__, kv["weight"] is lin.weight)
