import torch
import torch.nn as nn

torch.manual_seed(0)

class Base(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc = nn.Linear(d, d)
        self.calls = 0

    def forward(self, x):
        self.calls += 1
        return self.fc(x)

class WithAct(Base):
    def __init__(self, d, act=None):
        super().__init__(d)
        self.act = act or nn.ReLU()

    def forward(self, x):
        return self.act(super().forward(x))

class WithResidual(WithAct):
    def forward(self, x):
        out = super(WithResidual, self).forward(x)
        return out + x

class Mixin:
    def describe(self):
        return f"{type(self).__name__} with {sum(p.numel() for p in self.parameters())} params"

class Final(Mixin, WithResidual):
    pass

x = torch.randn(3, 4)
for cls in (Base, WithAct, WithResidual, Final):
    torch.manual_seed(1)
    m = cls(4)
    y = m(x)
    print(cls.__name__, tuple(y.shape), f"{y.sum().item():.4f}", m.calls)
f = Final(4, act=nn.Tanh())
print(f.describe())
print([c.__name__ for c in Final.__mro__])
print(isinstance(f, Base), isinstance(f, Mixin), isinstance(f, (nn.Linear, WithAct)))
print(f.act, f.training)
f.eval()
print(f.training, f.fc.training, all(not m.training for m in f.modules()))
print(Final.forward is WithResidual.forward, Final.describe.__qualname__)
