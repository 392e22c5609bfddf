import torch
import torch.nn as nn


class MultiTask(nn.Module):
    def __init__(self, tasks):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(5, 8), nn.ReLU())
        self.heads = nn.ModuleDict()
        for name, n_out in tasks.items():
            self.heads[name] = nn.Linear(8, n_out)
        self.activations = nn.ModuleDict([["relu", nn.ReLU()], ["lrelu", nn.LeakyReLU(0.1)]])

    def forward(self, x, task: str, act: str = "relu"):
        h = self.activations[act](self.backbone(x))
        return self.heads[task](h)


torch.manual_seed(0)
m = MultiTask({"sentiment": 2, "topic": 5, "score": 1})
print(m.heads)
x = torch.randn(3, 5)
for t in m.heads:
    print(t, tuple(m(x, t).shape))
print(tuple(m(x, "topic", act="lrelu").shape))
print(list(m.heads.keys()), [type(v).__name__ for v in m.heads.values()])
del m.heads["score"]
print(len(m.heads), "score" in m.heads)
m.heads.update({"extra": nn.Linear(8, 3)})
print(list(m.heads.keys()))
popped = m.heads.pop("topic")
print(popped.out_features, list(m.heads))
ml = nn.ModuleList()
ml.append(nn.Linear(1, 2))
ml.extend([nn.Linear(2, 3), nn.Linear(3, 4)])
ml.insert(0, nn.Identity())
print([type(l).__name__ for l in ml])
print(ml[1:])
y = torch.ones(1, 1)
for l in ml:
    y = l(y)
print(y.shape)
pl = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(3)])
print(len(pl), sum(p.sum() for p in pl).item())
pd = nn.ParameterDict({"a": nn.Parameter(torch.zeros(1)), "b": nn.Parameter(torch.ones(2))})
print(sorted(pd.keys()), pd["b"].shape)
seq = nn.Sequential(nn.Linear(2, 2), nn.ReLU(), nn.Linear(2, 1))
print(len(seq), seq[-1], type(seq[:2]).__name__)
seq.append(nn.Sigmoid())
print(seq)
