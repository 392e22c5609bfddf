import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3)
        self.conv2 = nn.Conv2d(4, 8, 3)
        self.fc = nn.Linear(8 * 2 * 2, 3)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.relu(self.conv2(x))
        x = torch.flatten(x, 1)
        return self.fc(x)


net = Net()
activations = {}


def get_activation(name):
    def hook(model, input, output):
        activations[name] = output.detach()
    return hook


handles = []
for name, module in net.named_modules():
    if isinstance(module, nn.Conv2d):
        handles.append(module.register_forward_hook(get_activation(name)))
x = torch.randn(2, 1, 10, 10)
out = net(x)
for k, v in activations.items():
    print(k, tuple(v.shape), round(v.mean().item(), 4))
for h in handles:
    h.remove()
activations.clear()
net(x)
print(activations)

calls = []


def pre_hook(module, inputs):
    calls.append(("pre", type(module).__name__, len(inputs)))
    return (inputs[0] * 0,)


h = net.fc.register_forward_pre_hook(pre_hook)
y = net(x)
print(calls)
print(torch.equal(y, net.fc.bias.expand(2, 3)))
h.remove()


def replace_output(module, inp, out):
    return out + 100


h2 = net.fc.register_forward_hook(replace_output)
print(bool((net(x) > 50).all()))
h2.remove()
grads = []
xr = torch.randn(2, 1, 10, 10, requires_grad=True)
out = net(xr)
hh = out.register_hook(lambda g: grads.append(g.clone()))
out.sum().backward()
print(grads[0])
print(xr.grad.shape)


def double_grad(g):
    return g * 2


xr.grad = None
out = net(xr)
out.register_hook(double_grad)
out.sum().backward()
g2 = xr.grad.clone()
xr.grad = None
net(xr).sum().backward()
print(torch.allclose(g2, xr.grad * 2))
bw = []
hb = net.fc.register_full_backward_hook(lambda m, gi, go: bw.append((len(gi), len(go), tuple(go[0].shape))))
net(xr).sum().backward()
print(bw)
hb.remove()
print(len(net._forward_hooks), len(net.fc._forward_pre_hooks), len(net.fc._backward_hooks))
