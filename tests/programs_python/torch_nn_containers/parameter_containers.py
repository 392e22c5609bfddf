# nn.Parameter, ParameterList and ParameterDict.
import torch
import torch.nn as nn
from collections import OrderedDict

p = nn.Parameter(torch.tensor([1.0, 2.0]))
print(p)
print(type(p).__name__, isinstance(p, torch.Tensor), isinstance(p, nn.Parameter), p.requires_grad)
q = nn.Parameter(torch.zeros(2, 2), requires_grad=False)
print(q, q.requires_grad)
print(nn.Parameter())
print(p * 2, type(p * 2).__name__)
print(p.detach(), type(p.detach()).__name__)
print(p.shape, p.dtype, p.sum())
try:
    nn.Parameter(torch.tensor([1, 2]))
except RuntimeError as e:
    print("RuntimeError", e)
print(nn.parameter.Parameter is nn.Parameter)


class Mixture(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.weights = nn.ParameterList([nn.Parameter(torch.full((2,), float(i))) for i in range(k)])
        self.named = nn.ParameterDict({"scale": nn.Parameter(torch.ones(2)), "bias": torch.zeros(2)})

    def forward(self, x):
        for w in self.weights:
            x = x + w
        return x * self.named["scale"] + self.named["bias"]


m = Mixture(3)
print(m)
print(m(torch.ones(2)))
print([n for n, _ in m.named_parameters()])
print(len(m.weights), m.weights[-1], type(m.weights[0:2]).__name__, len(m.weights[0:2]))
m.weights.append(torch.ones(3))
print(type(m.weights[3]).__name__, m.weights[3].requires_grad)
m.weights.extend([nn.Parameter(torch.zeros(1))])
print(len(m.weights), len(list(m.parameters())))
print(m.weights)

pd = nn.ParameterDict(OrderedDict([("b", nn.Parameter(torch.ones(1))), ("a", nn.Parameter(torch.zeros(1)))]))
print(list(pd.keys()))
pd["c"] = torch.tensor([3.0])
print(type(pd["c"]).__name__, "c" in pd, len(pd))
print(pd.get("zzz"), pd.get("a"))
print([k for k, v in pd.items()])
print(type(pd.pop("b")).__name__, list(pd.keys()))
pd.update({"z": nn.Parameter(torch.ones(1)), "y": nn.Parameter(torch.ones(1))})
print(list(pd))
print(pd)
try:
    pd(1)
except RuntimeError as e:
    print(e)
try:
    m.weights()
except RuntimeError as e:
    print(e)
