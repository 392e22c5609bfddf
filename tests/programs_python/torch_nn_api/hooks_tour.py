import torch
import torch.nn as nn

torch.manual_seed(14)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
log = []

def fwd_hook(module, inputs, output):
    log.append(("fwd", type(module).__name__, tuple(output.shape)))

def pre_hook(module, inputs):
    log.append(("pre", type(module).__name__, len(inputs)))
    return (inputs[0] * 2,)

def bwd_hook(module, grad_input, grad_output):
    log.append(("bwd", type(module).__name__, [None if g is None else tuple(g.shape) for g in grad_input]))

handles = [model[0].register_forward_hook(fwd_hook),
           model[0].register_forward_pre_hook(pre_hook),
           model[2].register_full_backward_hook(bwd_hook)]
x = torch.ones(2, 3, requires_grad=True)
y = model(x)
y.sum().backward()
for entry in log:
    print(entry)
for h in handles:
    h.remove()
log.clear()
model(x)
print(log)

activation = {}
def get_activation(name):
    def hook(model, input, output):
        activation[name] = output.detach()
    return hook
model[1].register_forward_hook(get_activation('relu'))
out = model(torch.tensor([[1.0, -1.0, 0.5]]))
print(activation['relu'].shape, (activation['relu'] >= 0).all().item())

t = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
h = t.register_hook(lambda g: g * 10)
(t * t).sum().backward()
print(t.grad)
h.remove()
t.grad = None
(t * t).sum().backward()
print(t.grad)

u = torch.tensor([2.0], requires_grad=True)
v = u * 3
v.retain_grad()
w = v ** 2
w.backward()
print(v.grad, u.grad)

def modify_output(module, inp, out):
    return out + 100
lin = nn.Linear(2, 2)
nn.init.zeros_(lin.weight); nn.init.zeros_(lin.bias)
hh = lin.register_forward_hook(modify_output)
print(lin(torch.zeros(1, 2)))
hh.remove()
print(lin(torch.zeros(1, 2)))
