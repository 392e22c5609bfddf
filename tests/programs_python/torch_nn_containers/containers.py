import torch
import torch.nn as nn

torch.manual_seed(2)
heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Linear(4, 1)})
heads["aux"] = nn.Linear(4, 2)
print(list(heads.keys()), len(heads), "reg" in heads)
for name, head in heads.items():
    print(name, head.out_features)
print(heads)
layers = nn.ModuleList([nn.Linear(4, 4) for _ in range(2)])
layers.append(nn.ReLU())
layers.extend([nn.Linear(4, 4), nn.Tanh()])
layers.insert(0, nn.Identity())
print(len(layers), [type(l).__name__ for l in layers])
print(layers[1:3])
print(layers[-1])
seq = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
print(seq[:2])
print(seq[-1].weight.shape, len(seq))
seq.append(nn.Softmax(dim=-1))
print(seq(torch.randn(1, 4)).sum().item() > 0.99)
del seq[3]
print(len(seq))
params = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(3)])
print(len(params), sum(p.sum() for p in params))
pdict = nn.ParameterDict({"a": nn.Parameter(torch.zeros(1)), "b": nn.Parameter(torch.ones(2))})
print(sorted(pdict.keys()), pdict["b"])

class MultiTask(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(4, 4), nn.ReLU())
        self.heads = heads
        self.scales = params

    def forward(self, x):
        h = self.trunk(x)
        return {k: m(h) for k, m in self.heads.items()}

mt = MultiTask()
out = mt(torch.randn(2, 4))
print({k: tuple(v.shape) for k, v in out.items()})
print(len(list(mt.parameters())), len(mt.state_dict()))
print([k for k in mt.state_dict().keys()][:6])
