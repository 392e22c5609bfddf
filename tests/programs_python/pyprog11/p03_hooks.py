import torch
import torch.nn as nn

torch.manual_seed(1)

class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.lin = nn.Linear(c, c)
        self.norm = nn.LayerNorm(c)

    def forward(self, x):
        return self.norm(torch.relu(self.lin(x)) + x)

model = nn.Sequential(Block(4), Block(4), nn.Linear(4, 2))
activations = {}

def save_output(name):
    def hook(module, inp, out):
        activations[name] = out.detach()
    return hook

handles = []
for name, mod in model.named_modules():
    if isinstance(mod, nn.Linear):
        handles.append(mod.register_forward_hook(save_output(name)))

calls = []
def pre_hook(module, inputs):
    calls.append(type(module).__name__)
    return (inputs[0] * 2,)

h_pre = model[0].register_forward_pre_hook(pre_hook)

x = torch.randn(3, 4)
out = model(x)
print(sorted(activations.keys()))
for k in sorted(activations):
    print(k, tuple(activations[k].shape), round(activations[k].sum().item(), 4))
print(calls)
print(round(out.sum().item(), 4))

grads = []
def bhook(module, grad_input, grad_output):
    grads.append((type(module).__name__, [None if g is None else tuple(g.shape) for g in grad_output]))

hb = model[2].register_full_backward_hook(bhook)
out = model(x)
out.sum().backward()
print(grads)

for h in handles:
    h.remove()
h_pre.remove()
hb.remove()
activations.clear()
model(x)
print("after removal:", len(activations), len(calls))

t = torch.ones(3, requires_grad=True)
t.register_hook(lambda g: g * 10)
(t * t).sum().backward()
print(t.grad)
