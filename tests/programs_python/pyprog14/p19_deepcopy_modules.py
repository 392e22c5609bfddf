import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.BatchNorm1d(3), nn.Linear(3, 1))
clone = copy.deepcopy(net)
print(clone is net, clone[0].weight is net[0].weight, torch.equal(clone[0].weight, net[0].weight))
with torch.no_grad():
    clone[0].weight.fill_(1.0)
print(net[0].weight.abs().sum().item() != clone[0].weight.sum().item(), clone[0].weight.sum().item())
print(type(clone[0].weight).__name__, clone[0].weight.requires_grad)
shallow = copy.copy(net)
print(shallow[0] is net[0], shallow._modules is net._modules)
shared = nn.Linear(2, 2)
tied = nn.ModuleDict({"a": shared, "b": shared})
tc = copy.deepcopy(tied)
print(tc["a"] is tc["b"], tc["a"] is shared)
t = torch.arange(4.0, requires_grad=True)
u = t * 2
try:
    copy.deepcopy(u)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:70])
tt = copy.deepcopy(t)
print(tt.requires_grad, tt.is_leaf, tt is t, tt.data_ptr() != t.data_ptr())
base = torch.zeros(4)
view = base[1:3]
d = copy.deepcopy({"base": base, "view": view})
d["view"].fill_(5)
print(d["base"], base)
ema = copy.deepcopy(net)
for p in ema.parameters():
    p.requires_grad_(False)
with torch.no_grad():
    for pe, pn in zip(ema.parameters(), net.parameters()):
        pe.mul_(0.9).add_(pn, alpha=0.1)
print(all(not p.requires_grad for p in ema.parameters()), all(p.requires_grad for p in net.parameters()))
opt = torch.optim.SGD(net.parameters(), lr=0.1)
net(torch.randn(4, 2)).sum().backward()
cl2 = copy.deepcopy(net)
print(cl2[0].weight.grad is None, net[0].weight.grad is not None)


class Holder:
    def __init__(self):
        self.data = [1, [2, 3]]
        self.t = torch.ones(2)

    def __deepcopy__(self, memo):
        print("custom deepcopy")
        h = Holder.__new__(Holder)
        h.data = copy.deepcopy(self.data, memo)
        h.t = self.t
        return h


h = Holder()
h2 = copy.deepcopy(h)
h2.data[1].append(4)
print(h.data, h2.data, h2.t is h.t)
l = [1, 2]
l.append(l)
lc = copy.deepcopy(l)
print(lc[2] is lc, len(lc))
