import torch
import torch.nn as nn

torch.manual_seed(6)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
features = {}

def get_activation(name):
    def hook(module, inp, out):
        features[name] = out.detach()
    return hook

h1 = model[0].register_forward_hook(get_activation('fc1'))
h2 = model[1].register_forward_hook(get_activation('relu'))
calls = []
def pre(module, inputs):
    calls.append(type(module).__name__)
    return (inputs[0] * 2,)
h3 = model[2].register_forward_pre_hook(pre)
x = torch.ones(1, 3)
y = model(x)
print(sorted(features))
print(features['relu'].min().item() >= 0)
print(calls)
grads = []
def bhook(module, gin, gout):
    grads.append((len(gin), len(gout), gout[0].shape))
h4 = model[2].register_full_backward_hook(bhook)
y = model(torch.ones(2, 3, requires_grad=True))
y.sum().backward()
print(grads)
for h in (h1, h2, h3, h4):
    h.remove()
features.clear()
model(x)
print(features, calls)
print(model[0]._forward_hooks)
