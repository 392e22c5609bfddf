# User modules as people write them: extra_repr, properties, kwargs in
# forward, buffers updated in forward, weight tying, a plain list of layers
# (not registered), no_grad as a decorator, printing a state_dict.
import math
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F


class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, max_len: int = 16):
        super().__init__()
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return x + self.pe[: x.size(0)]


class Counter(nn.Module):
    __constants__ = ["limit"]
    limit: int

    def __init__(self, limit: int = 3):
        super().__init__()
        self.limit = limit
        self.register_buffer("calls", torch.zeros((), dtype=torch.long))

    def forward(self, x, *, scale: float = 1.0, bias: Optional[torch.Tensor] = None):
        self.calls += 1
        out = x * scale
        if bias is not None:
            out = out + bias
        return out

    @property
    def exhausted(self) -> bool:
        return int(self.calls) >= self.limit

    def extra_repr(self) -> str:
        return f"limit={self.limit}"


class TiedAutoencoder(nn.Module):
    def __init__(self, n: int, h: int):
        super().__init__()
        self.encoder = nn.Linear(n, h, bias=False)
        self.decoder = nn.Linear(h, n, bias=False)
        self.decoder.weight = nn.Parameter(self.encoder.weight.t())
        self.helpers = [nn.ReLU(), nn.Tanh()]

    def forward(self, x):
        z = self.helpers[0](self.encoder(x))
        return self.decoder(z)


torch.manual_seed(0)
pe = PositionalEncoding(4)
print(pe)
print(pe(torch.zeros(3, 1, 4)))
print(list(pe.state_dict().keys()), pe.pe.shape)

c = Counter()
print(c)
print(c(torch.ones(2), scale=2.0), c(torch.ones(2), bias=torch.tensor([1.0, -1.0])))
print(c.calls, c.exhausted)
c(torch.ones(1))
print(c.calls, c.exhausted, c.state_dict())

ae = TiedAutoencoder(4, 2)
print(ae)
print(len(list(ae.parameters())), len(list(ae.modules())))
print(ae(torch.ones(1, 4)))


@torch.no_grad()
def evaluate(model, x):
    return model(x).requires_grad


print(evaluate(ae, torch.ones(1, 4)), ae(torch.ones(1, 4)).requires_grad)
print(ae.state_dict())
print(hasattr(ae, "encoder"), hasattr(ae, "nothing"), getattr(ae, "nothing", "default"))
print(F.mse_loss(ae(torch.ones(1, 4)), torch.ones(1, 4)))
