import torch
import torch.nn as nn
from typing import Dict, Type

MODELS: Dict[str, Type[nn.Module]] = {}

def register_model(cls):
    MODELS[cls.__name__.lower()] = cls
    return cls

class Base(nn.Module):
    def __init__(self, in_dim, out_dim, **kwargs):
        super().__init__()
        self.in_dim = in_dim
        self.out_dim = out_dim
        self.extra = kwargs

    def extra_repr(self):
        return f"in_dim={self.in_dim}, out_dim={self.out_dim}"

    def num_params(self):
        return sum(p.numel() for p in self.parameters())

@register_model
class Linear2(Base):
    def __init__(self, in_dim, out_dim, **kwargs):
        super().__init__(in_dim, out_dim, **kwargs)
        self.net = nn.Linear(in_dim, out_dim)
    def forward(self, x):
        return self.net(x)

@register_model
class Deep(Base):
    def __init__(self, in_dim, out_dim, depth=2, act="relu", **kwargs):
        super().__init__(in_dim, out_dim, **kwargs)
        acts = {"relu": nn.ReLU, "tanh": nn.Tanh, "silu": nn.SiLU}
        layers = []
        for i in range(depth):
            layers.append(nn.Linear(in_dim if i == 0 else out_dim, out_dim))
            layers.append(acts[act]())
        self.body = nn.Sequential(*layers)
    def forward(self, x):
        return self.body(x)

def create(name, *args, **kwargs):
    if name not in MODELS:
        raise KeyError(f"unknown model {name!r}; choose from {sorted(MODELS)}")
    return MODELS[name](*args, **kwargs)

torch.manual_seed(1)
for name in sorted(MODELS):
    m = create(name, 4, 3, dropout=0.1)
    print(name, m.num_params(), m.extra)
    print(m)
try:
    create("cnn", 1, 1)
except KeyError as e:
    print("KeyError", e)
deep = create("deep", 2, 2, depth=3, act="tanh")
print(deep(torch.ones(1, 2)))
print([type(m).__name__ for m in deep.modules()])
print(deep.training, deep.eval().training, deep.body[0].training)
deep.requires_grad_(False)
print(any(p.requires_grad for p in deep.parameters()))
print(getattr(deep, "in_dim"), hasattr(deep, "body"), hasattr(deep, "head"))
setattr(deep, "head", nn.Linear(2, 1))
print([n for n, _ in deep.named_children()])
del deep.head
print([n for n, _ in deep.named_children()])
