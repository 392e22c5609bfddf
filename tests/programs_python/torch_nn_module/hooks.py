# Forward pre-hooks and hooks: printing shapes, replacing inputs and outputs,
# removing handles, global hooks.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))


def shape_hook(module, inputs, output):
    print(f"{module.__class__.__name__}: in {tuple(inputs[0].shape)} -> out {tuple(output.shape)}")


handles = [m.register_forward_hook(shape_hook) for m in model]
x = torch.randn(3, 4)
y = model(x)
print(y)

for h in handles:
    h.remove()
print("removed", len(model[0]._forward_hooks))
model(x)

activations = {}


def save_activation(name):
    def hook(module, inp, out):
        activations[name] = out.detach()
    return hook


model[1].register_forward_hook(save_activation("relu"))
model(x)
print(activations["relu"].shape, (activations["relu"] >= 0).all().item())


def double_input(module, inputs):
    print("pre-hook got", len(inputs), "input(s)")
    return inputs[0] * 2


def add_one(module, inputs, output):
    return output + 1


lin = nn.Linear(2, 2, bias=False)
with torch.no_grad():
    lin.weight.copy_(torch.eye(2))
h1 = lin.register_forward_pre_hook(double_input)
h2 = lin.register_forward_hook(add_one)
print(lin(torch.tensor([[1.0, 2.0]])))
h1.remove()
print(lin(torch.tensor([[1.0, 2.0]])))
with h2:
    pass
print(lin(torch.tensor([[1.0, 2.0]])))
print(h1.id < h2.id)

calls = []
g = nn.modules.module.register_module_forward_hook(lambda m, i, o: calls.append(type(m).__name__))
model(x)
g.remove()
model(x)
print(calls)
