# Module attributes: Final constants, typed attributes, mutation of containers,
# training flag, submodule calls, __getattr__ of parameters, state_dict keys.
import torch
import torch.nn as nn
from typing import Dict, List, Optional
from typing_extensions import Final


class M(nn.Module):
    limit: Final[int]
    cache: Dict[str, torch.Tensor]
    maybe: Optional[int]

    def __init__(self):
        super().__init__()
        self.limit = 3
        self.cache = {}
        self.maybe = None
        self.count = 0
        self.lin = nn.Linear(2, 2)
        with torch.no_grad():
            self.lin.weight.copy_(torch.tensor([[1.0, 0.0], [0.0, 2.0]]))
            self.lin.bias.fill_(0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.count += 1
        self.cache[str(self.count)] = x
        if self.maybe is None:
            self.maybe = 7
        y = self.lin(x)
        if self.training:
            y = y + 100
        return y[: self.limit]


m = torch.jit.script(M())
x = torch.tensor([[1.0, 1.0], [2.0, 3.0]])
print(m(x))
m.eval()
print(m(x))
print(m.count, sorted(m.cache.keys()), m.maybe, m.limit, m.training)
print(sorted(m.state_dict().keys()))
print(m.lin.weight.shape, m.lin.in_features)
