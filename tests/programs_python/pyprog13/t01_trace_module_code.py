import torch
import torch.nn as nn

torch.manual_seed(1)

class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)
    def forward(self, x):
        return torch.relu(self.lin(x)) * 2

m = M()
t = torch.jit.trace(m, torch.randn(1, 3))
print(type(t).__name__)
print(t.code)
x = torch.randn(4, 3)
print(torch.equal(t(x), m(x)))
print(t.lin.weight.shape)
print([n for n, _ in t.named_parameters()])
print(t.original_name, t.lin.original_name)
