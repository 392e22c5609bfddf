import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(1, 4, 3, padding=1),
    nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(4, 8, 3, padding=1),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d(1),
    nn.Flatten(),
    nn.Linear(8, 3),
)

activations = {}


def get_activation(name):
    def hook(model, input, output):
        activations[name] = output.detach()
    return hook


handles = []
for name, layer in model.named_children():
    if isinstance(layer, (nn.Conv2d, nn.Linear)):
        handles.append(layer.register_forward_hook(get_activation(name)))

calls = []


def pre_hook(module, inputs):
    calls.append((type(module).__name__, tuple(inputs[0].shape)))


h_pre = model[3].register_forward_pre_hook(pre_hook)


def scale_output(module, inp, out):
    return out * 2


x = torch.randn(2, 1, 8, 8)
y = model(x)
for k in sorted(activations):
    print(k, tuple(activations[k].shape))
print(calls)

h2 = model[7].register_forward_hook(scale_output)
y2 = model(x)
print(torch.allclose(y2, y * 2))
h2.remove()
y3 = model(x)
print(torch.allclose(y3, y))

for h in handles:
    h.remove()
h_pre.remove()
activations.clear()
calls.clear()
model(x)
print(len(activations), len(calls))


def replace_input(module, inputs):
    return (inputs[0] * 0,)


h3 = model.register_forward_pre_hook(replace_input)
out = model(x)
expected = model[7].bias + model[7].weight @ torch.relu(model[3].bias)
print(torch.allclose(out[0], expected, atol=1e-6))
h3.remove()

grads = []
lin = nn.Linear(3, 1)
w = lin.weight
w.register_hook(lambda g: grads.append(g.shape))
lin(torch.ones(2, 3)).sum().backward()
print(grads, w.grad.tolist())
