# Hooks: tensor hooks that rescale gradients, retain_grad, module forward
# pre-hooks and hooks, full backward hooks, and removing them with handles.
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
y = x * 2
y.retain_grad()
h = y.register_hook(lambda g: g * 10)
z = (y ** 2).sum()
z.backward()
print(torch.round(x.grad * 1000) / 1000, torch.round(y.grad * 1000) / 1000)
h.remove()
x.grad = None
(x * 2).pow(2).sum().backward()
print(torch.round(x.grad * 1000) / 1000)

model = nn.Sequential(nn.Linear(4, 5), nn.ReLU(), nn.Linear(5, 2))
activations = {}


def save_output(name):
    def hook(module, inputs, output):
        activations[name] = output.detach()
    return hook


def scale_input(module, inputs):
    return (inputs[0] * 0.5,)


handles = [model[0].register_forward_hook(save_output("fc1")), model[2].register_forward_pre_hook(scale_input)]
grads_seen = []
handles.append(model[2].register_full_backward_hook(lambda m, gin, gout: grads_seen.append((gin[0].shape, gout[0].shape))))
inp = torch.randn(2, 4)
out = model(inp)
out.sum().backward()
print(activations["fc1"].shape, round(activations["fc1"].sum().item(), 4), round(out.sum().item(), 4))
print(grads_seen)
for hd in handles:
    hd.remove()
out2 = model(inp)
print(round(out2.sum().item(), 4), len(grads_seen))

leaf = torch.ones(2, requires_grad=True)
counts = []
leaf.register_hook(lambda g: counts.append(g.clone()))
(leaf * 3).sum().backward()
(leaf * 4).sum().backward()
print([c.tolist() for c in counts], leaf.grad.tolist())


class Clamp(nn.Module):
    def forward(self, x):
        return x.clamp(-1, 1)


m = Clamp()
m.register_forward_hook(lambda mod, i, o: o * 2)
print(m(torch.tensor([-3.0, 0.5, 2.0])))
