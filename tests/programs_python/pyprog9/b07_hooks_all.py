# Module hooks: forward pre-hooks that rewrite inputs, forward hooks that rewrite outputs,
# full backward hooks, tensor hooks, global-ish bookkeeping and handle removal.
import torch
import torch.nn as nn

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
log = []


def pre_hook(module, inputs):
    log.append(("pre", type(module).__name__, tuple(inputs[0].shape)))
    return (inputs[0] * 2,)


def fwd_hook(module, inputs, output):
    log.append(("fwd", type(module).__name__, round(output.sum().item(), 4)))
    if isinstance(module, nn.ReLU):
        return output + 1


def bwd_hook(module, grad_input, grad_output):
    log.append(("bwd", type(module).__name__, len(grad_input), len(grad_output),
                None if grad_input[0] is None else tuple(grad_input[0].shape)))


h1 = net[0].register_forward_pre_hook(pre_hook)
h2 = net[1].register_forward_hook(fwd_hook)
h3 = net[2].register_full_backward_hook(bwd_hook)
h4 = net[0].register_full_backward_hook(bwd_hook)
x = torch.ones(1, 3, requires_grad=True)
out = net(x)
base = nn.Sequential(net[0], nn.ReLU(), net[2])
print(type(h1).__name__, h1.id != h2.id)
out.sum().backward()
for entry in log:
    print(entry)
log.clear()
h1.remove()
h2.remove()
h3.remove()
h4.remove()
out2 = net(x)
print(log, net[0]._forward_pre_hooks, len(net[2]._backward_hooks))

activations = {}


def save(name):
    def hook(m, i, o):
        activations[name] = o.detach()
    return hook


handles = [m.register_forward_hook(save(n)) for n, m in net.named_modules() if n]
net(torch.zeros(2, 3))
print(sorted(activations), [tuple(v.shape) for _, v in sorted(activations.items())])
for h in handles:
    h.remove()

y = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
z = y * 2
seen = []
hz = z.register_hook(lambda g: seen.append(g.tolist()))
hy = y.register_hook(lambda g: g * 10)
(z * z).sum().backward()
print(seen, y.grad.tolist())
hz.remove()


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.calls = 0
        self.register_forward_pre_hook(Scaler._count)

    @staticmethod
    def _count(mod, inp):
        mod.calls += 1

    def forward(self, x):
        return self.lin(x)


s = Scaler()
for _ in range(3):
    s(torch.zeros(1, 2))
print(s.calls, len(s._forward_pre_hooks))
g = []
s.lin.weight.register_hook(lambda grad: g.append(grad.shape))
s(torch.ones(1, 2)).sum().backward()
print(g)
