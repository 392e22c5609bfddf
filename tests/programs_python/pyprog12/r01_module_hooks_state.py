import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
model = nn.Sequential(OrderedDict([("fc1", nn.Linear(3, 4)), ("act", nn.ReLU()), ("fc2", nn.Linear(4, 2))]))
print(model)
print(model.fc1, model[0] is model.fc1)
acts = {}
def save(name):
    def hook(m, i, o):
        acts[name] = o.detach()
    return hook
handles = [m.register_forward_hook(save(n)) for n, m in model.named_children()]
out = model(torch.ones(2, 3))
print({k: tuple(v.shape) for k, v in acts.items()})
for h in handles:
    h.remove()
sd = model.state_dict()
print(type(sd).__name__, list(sd))
print(sd._metadata[""] if hasattr(sd, "_metadata") else None)
model2 = nn.Sequential(OrderedDict([("fc1", nn.Linear(3, 4)), ("act", nn.ReLU()), ("fc2", nn.Linear(4, 2))]))
model2.load_state_dict(sd)
print(torch.equal(model2(torch.ones(1, 3)), model(torch.ones(1, 3))))
model.add_module("out", nn.Softmax(dim=1))
print(len(model), [n for n, _ in model.named_children()])
del model[1]
print(model)
model.insert(1, nn.Tanh()) if hasattr(model, "insert") else None
print(len(model))
m = nn.Module()
m.register_parameter("w", nn.Parameter(torch.ones(1)))
m.register_buffer("b", torch.zeros(1))
m.sub = nn.Linear(1, 1)
print(m)
print(list(m.state_dict().keys()), m._parameters.keys(), list(m._buffers), list(m._modules))
try:
    m.register_parameter("b", nn.Parameter(torch.ones(1)))
except KeyError as e:
    print("KeyError", e)
try:
    m.w = torch.ones(1)
except TypeError as e:
    print("TypeError", e)
delattr(m, "sub")
print(hasattr(m, "sub"), m.to(torch.float64).w.dtype, m.half().b.dtype)
m.zero_grad()
print(m.training, m.eval().training, m.train(False).training)
