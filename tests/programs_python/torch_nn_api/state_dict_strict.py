import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)

class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Linear(d, d)
        self.bn = nn.BatchNorm1d(d)
        self.register_buffer("scale", torch.ones(d))
        self.register_buffer("cache", torch.zeros(2), persistent=False)

    def forward(self, x):
        return self.bn(self.fc(x)) * self.scale

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block(3)
        self.head = nn.Linear(3, 1)

net = Net()
sd = net.state_dict()
print(list(sd.keys()))
print(type(sd).__name__, sd._metadata[""], sd._metadata["block.bn"])
print([n for n, _ in net.named_buffers()])
print([n for n, _ in net.named_parameters()])

partial = OrderedDict((k, v) for k, v in sd.items() if not k.startswith("head"))
partial["extra.weight"] = torch.zeros(1)
other = Net()
res = other.load_state_dict(partial, strict=False)
print(res)
print(res.missing_keys, res.unexpected_keys)
print(torch.equal(other.block.fc.weight, net.block.fc.weight), torch.equal(other.head.weight, net.head.weight))
try:
    other.load_state_dict(partial)
except RuntimeError as e:
    print(e)
bad = dict(sd)
bad["head.weight"] = torch.zeros(2, 3)
try:
    other.load_state_dict(bad)
except RuntimeError as e:
    print(e)
print(other.load_state_dict(sd))
sd["block.fc.weight"].fill_(1.0)
print(net.block.fc.weight.sum().item())
sd2 = net.state_dict(keep_vars=True)
print(type(sd2["head.weight"]).__name__, sd2["head.weight"].requires_grad, net.state_dict()["head.weight"].requires_grad)
print(net.block.bn.num_batches_tracked, sd["block.bn.num_batches_tracked"].dtype)
pref = net.block.state_dict(prefix="b.")
print(list(pref)[:3])
