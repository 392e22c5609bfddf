# ParameterList and ParameterDict in script code: their parameters iterate
# (unrolled) and index by literal, as PyTorch's PARAMLIST/PARAMDICT kinds.
import torch
import torch.nn as nn

torch.manual_seed(0)


class Mixer(nn.Module):
    def __init__(self):
        super().__init__()
        self.weights = nn.ParameterList([nn.Parameter(torch.full((2,), float(i))) for i in range(3)])
        self.gains = nn.ParameterDict({"low": nn.Parameter(torch.ones(2)), "high": nn.Parameter(torch.full((2,), 3.0))})

    def forward(self, x):
        out = x
        for i, w in enumerate(self.weights):
            out = out + w * i
        for w in self.weights:
            out = out - w
        out = out * self.weights[-1] + self.weights[0]
        return out * self.gains["low"] + self.gains["high"]


m = torch.jit.script(Mixer())
x = torch.tensor([1.0, -1.0])
print(m(x))
print(Mixer()(x))



class BadIndex(nn.Module):
    def __init__(self):
        super().__init__()
        self.ps = nn.ParameterList([nn.Parameter(torch.ones(1))])

    def forward(self, i: int):
        return self.ps[i]


class BadKey(nn.Module):
    def __init__(self):
        super().__init__()
        self.pd = nn.ParameterDict({"a": nn.Parameter(torch.ones(1))})

    def forward(self):
        return self.pd["b"]


for bad in [BadIndex, BadKey]:
    try:
        torch.jit.script(bad())
    except RuntimeError as e:
        print(str(e).strip().splitlines()[0])
