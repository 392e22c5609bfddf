# ModuleList and ModuleDict built at run time, indexed, sliced, iterated and
# mutated; their modules are registered (parameters, state_dict, repr).
import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.layers = nn.ModuleList()
        for i in range(len(sizes) - 1):
            self.layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        self.acts = nn.ModuleDict({"relu": nn.ReLU(), "tanh": nn.Tanh()})

    def forward(self, x, act="relu"):
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = self.acts[act](x)
        return x


torch.manual_seed(0)
m = MLP([3, 5, 4, 2])
print(m)
x = torch.randn(2, 3)
print(m(x))
print(m(x, act="tanh"))
print(len(m.layers), m.layers[-1], type(m.layers[1:]).__name__, len(m.layers[1:]))
print([n for n, _ in m.named_parameters()])
print(list(m.state_dict().keys()))

ml = nn.ModuleList([nn.ReLU(), nn.Tanh()])
ml.insert(0, nn.Sigmoid())
ml.extend([nn.ELU()])
ml += [nn.GELU()]
print(ml)
ml[1] = nn.Identity()
del ml[0]
print([type(x).__name__ for x in ml])
print(type(ml.pop(-1)).__name__, len(ml))
print([type(x).__name__ for x in ml + nn.ModuleList([nn.ReLU6()])])
try:
    ml[7]
except IndexError as e:
    print("IndexError", e)
try:
    ml(torch.ones(1))
except NotImplementedError as e:
    print("NotImplementedError", e)

md = nn.ModuleDict()
md["conv"] = nn.Conv2d(1, 2, 3)
md.update([("pool", nn.MaxPool2d(2)), ("act", nn.ReLU())])
md.update({"b": nn.Identity(), "a": nn.Identity()})
print(md)
print(list(md.keys()), len(md), "pool" in md, "nope" in md)
for k, v in md.items():
    print(k, type(v).__name__)
for k in md:
    print(k, end=" ")
print()
print(type(md.pop("act")).__name__, list(md.keys()))
del md["conv"]
print(list(md.values()))
md.clear()
print(len(md), md)
