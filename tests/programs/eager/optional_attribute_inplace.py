import torch
import torch.nn as nn


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 1)
        self.lin = nn.Linear(2, 1)
        with torch.no_grad():
            # bias is Optional[Tensor] in the module's type: Python calls its
            # methods all the same
            self.conv.bias.fill_(0.5)
            self.lin.bias.copy_(torch.tensor([-1.0]))
            self.conv.weight.fill_(2.0)
            self.lin.weight.fill_(1.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.lin(self.conv(x).flatten(1))


m = M()
print(m.conv.bias, m.lin.bias)
with torch.no_grad():
    print(m(torch.ones(1, 1, 1, 1)))
