# LPPool1d/LPPool2d and F.lp_pool1d/2d: norm_type is Union[int, float] as in
# PyTorch, eager and scripted.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x1 = torch.rand(1, 2, 7)
x2 = torch.rand(1, 2, 5, 5)
p1 = nn.LPPool1d(2, 3)
p2 = nn.LPPool2d(3, (2, 3), stride=2)
print(p1, p2)
print(p1(x1))
print(p2(x2))
print(F.lp_pool1d(x1, 1, 2, stride=3))


class Pools(nn.Module):
    def __init__(self):
        super().__init__()
        self.one = nn.LPPool1d(2, 3)
        self.two = nn.LPPool2d(2.5, 2, ceil_mode=True)

    def forward(self, a, b):
        return self.one(a), self.two(b), F.lp_pool2d(b, 2, 3), F.lp_pool1d(a, 3.0, 7)


s = torch.jit.script(Pools())
for got, want in zip(s(x1, x2), Pools()(x1, x2)):
    print(got.shape, torch.allclose(got, want))
print(s(x1, x2)[3])
