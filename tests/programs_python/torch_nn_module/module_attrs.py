import torch
import torch.nn as nn

class Scaler(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(dim))
        self.register_buffer("count", torch.zeros((), dtype=torch.long))
        self.register_buffer("tmp", torch.zeros(dim), persistent=False)
        self.name = "scaler"

    def forward(self, x):
        if self.training:
            self.count += 1
        return x * self.scale

m = Scaler(3)
print(m.state_dict().keys())
print(dict(m.named_buffers()).keys())
x = torch.ones(2, 3)
m(x); m(x)
m.eval(); m(x)
print(m.count)
print(list(m.parameters())[0] is m.scale)
m.scale.data.fill_(2.0)
print(m(x))
m.to(torch.float64)
print(m.scale.dtype, m.count.dtype, m(torch.ones(1, 3, dtype=torch.float64)).dtype)
m.double().float()
print(m.scale.dtype)
print(isinstance(m.scale, nn.Parameter), isinstance(m.scale, torch.Tensor))
print(m.scale)
p = nn.Parameter(torch.randn(2), requires_grad=False)
print(p.requires_grad)
m.register_parameter("bias", nn.Parameter(torch.zeros(3)))
print([n for n, _ in m.named_parameters()])
for i in range(2):
    setattr(m, f"lin{i}", nn.Linear(3, 3))
print([n for n, _ in m.named_modules()])
print(m.get_submodule("lin1"))
print(m.get_parameter("bias").shape)
m.zero_grad()
try:
    m.register_buffer("scale", torch.zeros(1))
except KeyError as e:
    print("KeyError:", e)
print(m.__class__.__name__, type(m).__mro__[1].__name__)
