import torch
import torch.nn as nn

class Net(nn.Module):
    def __init__(self, extra=False):
        super().__init__()
        self.enc = nn.Linear(3, 4)
        self.dec = nn.Linear(4, 2)
        self.register_buffer("running", torch.zeros(2))
        self.register_buffer("scratch", torch.ones(3), persistent=False)
        if extra:
            self.head = nn.Linear(2, 1)

torch.manual_seed(0)
a = Net()
print(list(a.state_dict().keys()))
print([n for n, _ in a.named_buffers()])
b = Net(extra=True)
res = b.load_state_dict(a.state_dict(), strict=False)
print(res)
print(res.missing_keys, res.unexpected_keys)
try:
    b.load_state_dict(a.state_dict())
except RuntimeError as e:
    print(str(e))
sd = b.state_dict()
sd["bogus"] = torch.zeros(1)
try:
    a.load_state_dict(sd)
except RuntimeError as e:
    print(str(e))
sd2 = a.state_dict()
sd2["enc.weight"] = torch.zeros(5, 3)
try:
    a.load_state_dict(sd2)
except RuntimeError as e:
    print(str(e))
print(a.load_state_dict(a.state_dict()))
