import torch
import torch.nn as nn

class Base(nn.Module):
    def __init__(self, k: int):
        super().__init__()
        self.k = k
        self.lin = nn.Linear(2, 2)

    def scale(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.k

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale(x) + 1

class Child(Base):
    def __init__(self):
        super().__init__(3)
        self.extra = 10

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.scale(x) + self.extra

class MyLinear(nn.Linear):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return super().forward(x) * 0 + 1 if False else x + 100

torch.manual_seed(0)
b = torch.jit.script(Base(2))
c = torch.jit.script(Child())
print(b(torch.ones(2)), c(torch.ones(2)))
print([n for n, _ in c.named_parameters()])
m = MyLinear(2, 3)
print(m.weight.shape, torch.jit.script(m)(torch.zeros(1)))
