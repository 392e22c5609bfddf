import torch
import torch.nn as nn


class Sub(nn.Module):
    def __init__(self, a: int):
        super().__init__()
        self.a = a
        self.lin = nn.Linear(2, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.a


class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.s1 = Sub(1)
        self.s2 = Sub(1)
        self.s3 = Sub(5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.s1(x) + self.s2(x) + self.s3(x)


torch.manual_seed(0)
m = torch.jit.script(Top())
print(m(torch.zeros(2)))
print(type(m.s1).__name__, m.s1.original_name)
print(m.s3.a, m.s1.a)
print(m.code)
