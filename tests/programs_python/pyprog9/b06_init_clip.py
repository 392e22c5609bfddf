# Weight initialisation via module.apply and gradient clipping utilities.
import math
import torch
import torch.nn as nn

torch.manual_seed(0)


def init_weights(m):
    classname = m.__class__.__name__
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight, gain=nn.init.calculate_gain("tanh"))
        if m.bias is not None:
            m.bias.data.fill_(0.01)
    elif classname.find("Conv") != -1:
        nn.init.kaiming_uniform_(m.weight, a=math.sqrt(5))
    elif classname.find("BatchNorm") != -1:
        nn.init.normal_(m.weight.data, 1.0, 0.02)
        nn.init.constant_(m.bias.data, 0)


visited = []
net = nn.Sequential(nn.Conv2d(1, 4, 3), nn.BatchNorm2d(4), nn.Tanh(), nn.Flatten(), nn.Linear(4 * 6 * 6, 10), nn.Tanh(), nn.Linear(10, 1))
ret = net.apply(lambda m: visited.append(type(m).__name__))
print(ret is net, visited)
net.apply(init_weights)
print([round(v, 4) for v in net[4].bias.tolist()[:3]], round(net[1].bias.abs().sum().item(), 4))
print(nn.init.calculate_gain("relu"), nn.init.calculate_gain("leaky_relu", 0.2), nn.init.calculate_gain("selu"))
print(nn.init.calculate_gain("sigmoid"), round(nn.init.calculate_gain("tanh"), 4))
w = torch.empty(3, 5)
nn.init.eye_(w)
print(w.sum().item(), w[:, :3].diag().tolist())
d = torch.empty(2, 2, 3)
nn.init.dirac_(d)
print(d[:, :, 1].tolist())
o = torch.empty(4, 6)
nn.init.orthogonal_(o)
print(torch.allclose(o @ o.t(), torch.eye(4), atol=1e-5))
s = torch.empty(50, 40)
nn.init.sparse_(s, sparsity=0.5)
print((s == 0).sum(0).tolist()[:5])
u = torch.empty(1000)
nn.init.uniform_(u, -2, 2)
print(bool(u.min() >= -2), bool(u.max() <= 2))
t = torch.empty(2000)
nn.init.trunc_normal_(t, mean=0.0, std=1.0, a=-1.0, b=1.0)
print(bool(t.abs().max() <= 1.0))

x = torch.randn(8, 1, 8, 8)
out = net(x).sum() * 100
out.backward()
grads = [p.grad.norm().item() for p in net.parameters()]
total = torch.norm(torch.stack([p.grad.norm() for p in net.parameters()]))
ret = nn.utils.clip_grad_norm_(net.parameters(), max_norm=1.0)
print(torch.isclose(ret, total), round(ret.item(), 2) == round(total.item(), 2))
after = torch.norm(torch.stack([p.grad.norm() for p in net.parameters()]))
print(round(after.item(), 4))
nn.utils.clip_grad_value_(net.parameters(), clip_value=0.01)
print(max(p.grad.abs().max().item() for p in net.parameters()) <= 0.01)
p = nn.Parameter(torch.ones(3))
p.grad = torch.tensor([3.0, 4.0, 0.0])
n = nn.utils.clip_grad_norm_([p], max_norm=2.5, norm_type=2)
print(n.item(), p.grad.tolist())
p.grad = torch.tensor([3.0, -4.0, 1.0])
n = nn.utils.clip_grad_norm_(p, max_norm=1.0, norm_type=float("inf"))
print(n.item(), [round(v, 4) for v in p.grad.tolist()])
vec = nn.utils.parameters_to_vector(net[4:].parameters())
print(vec.shape, vec.numel() == sum(q.numel() for q in net[4:].parameters()))
nn.utils.vector_to_parameters(torch.zeros_like(vec), net[4:].parameters())
print(net[6].weight.abs().sum().item())
