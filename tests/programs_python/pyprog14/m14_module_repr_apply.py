import torch
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, factor, learnable=False):
        super().__init__()
        self.factor = factor
        self.learnable = learnable
        if learnable:
            self.weight = nn.Parameter(torch.tensor(float(factor)))

    def extra_repr(self):
        return f"factor={self.factor}, learnable={self.learnable}"

    def forward(self, x):
        return x * (self.weight if self.learnable else self.factor)


class Custom(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, 4), Scale(2.0), nn.ReLU(), nn.Linear(4, 2, bias=False))
        self.extra = Scale(0.5, learnable=True)

    def __repr__(self):
        return f"Custom(layers={len(self.body)})"

    def forward(self, x):
        return self.extra(self.body(x))


class WithMultiline(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(1, 1)

    def extra_repr(self):
        return "line one\nline two"


torch.manual_seed(0)
m = Custom()
print(m)
print(repr(m.body))
print(m.extra)
print(WithMultiline())
print(nn.Sequential(WithMultiline(), nn.Identity()))
print(str(Scale(3)))


def init_weights(mod):
    if isinstance(mod, nn.Linear):
        nn.init.constant_(mod.weight, 0.1)
        if mod.bias is not None:
            nn.init.zeros_(mod.bias)
        print("init", mod)


ret = m.apply(init_weights)
print(ret is m)
print(m(torch.ones(1, 3)))
print([type(c).__name__ for c in m.modules()])
print(m.extra.weight.item())
names = []
m.apply(lambda mm: names.append(mm.__class__.__name__))
print(names)
print(nn.Linear(2, 3).extra_repr(), "|", nn.Conv2d(1, 2, 3, stride=2, padding=(1, 0), bias=False).extra_repr())
print(nn.LSTM(4, 5, num_layers=2, batch_first=True).extra_repr())
print(nn.Dropout(0.25, inplace=True), nn.LeakyReLU(0.2), nn.Softmax(dim=-1), nn.Embedding(10, 3, padding_idx=0))
