import torch
import torch.nn as nn

torch.manual_seed(11)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
activations = {}

def save_activation(name):
    def hook(module, inp, out):
        activations[name] = out.detach()
    return hook

handles = []
for name, m in model.named_modules():
    if isinstance(m, nn.Linear):
        handles.append(m.register_forward_hook(save_activation(name)))

x = torch.randn(3, 4)
out = model(x)
for k in sorted(activations):
    print(k, tuple(activations[k].shape), round(activations[k].sum().item(), 4))

grads = []
def bwd_hook(module, grad_input, grad_output):
    grads.append((type(module).__name__, tuple(grad_output[0].shape)))

h = model[2].register_full_backward_hook(bwd_hook)
out.sum().backward()
print(grads)
h.remove()
for hd in handles:
    hd.remove()
activations.clear()
model(x)
print(len(activations))

def pre_hook(module, inputs):
    print("pre-hook input shape", inputs[0].shape)
    return (inputs[0] * 0,)
ph = model[0].register_forward_pre_hook(pre_hook)
y = model(x)
print(torch.allclose(y[0], y[1]))
ph.remove()

t = torch.ones(3, requires_grad=True)
t.register_hook(lambda g: g * 10)
(t * 2).sum().backward()
print(t.grad)
