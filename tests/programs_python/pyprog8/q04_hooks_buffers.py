# Forward/pre/backward hooks for activation statistics, tensor hooks, and registered buffers.
import torch
import torch.nn as nn


class RunningStats(nn.Module):
    def __init__(self, dim, momentum=0.5):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("mean", torch.zeros(dim))
        self.register_buffer("count", torch.tensor(0, dtype=torch.long))
        self.register_buffer("scratch", torch.zeros(1), persistent=False)

    def forward(self, x):
        if self.training:
            batch_mean = x.mean(0)
            self.mean.mul_(1 - self.momentum).add_(self.momentum * batch_mean)
            self.count += 1
        return x - self.mean


net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), RunningStats(4), nn.Linear(4, 2))
with torch.no_grad():
    for i, p in enumerate(net.parameters()):
        p.copy_(torch.linspace(-0.5, 0.5, p.numel()).reshape(p.shape) * (i + 1))

acts = {}


def save_act(name):
    def hook(module, inp, out):
        acts[name] = (tuple(inp[0].shape), round(out.abs().sum().item(), 4))
    return hook


handles = [m.register_forward_hook(save_act(n)) for n, m in net.named_children()]
pre = net[0].register_forward_pre_hook(lambda m, inp: print("pre-hook on", type(m).__name__, len(inp)))
grads = []
bh = net[3].register_full_backward_hook(lambda m, gi, go: grads.append((len(gi), tuple(go[0].shape))))

x = torch.arange(6.0).reshape(2, 3) / 5
x.requires_grad_(True)
x.register_hook(lambda g: print("x grad hook, norm", round(g.norm().item(), 4)))
out = net(x)
out.sum().backward()
for k, v in sorted(acts.items()):
    print(k, v)
print("backward hook calls:", grads)
print("buffers:", [n for n, _ in net.named_buffers()])
print("state_dict keys:", list(net.state_dict().keys()))
print(net[2].count, torch.round(net[2].mean, decimals=4))
for h in handles:
    h.remove()
pre.remove()
bh.remove()
acts.clear()
net.eval()
net(x)
print("after remove:", acts, net[2].count.item())
