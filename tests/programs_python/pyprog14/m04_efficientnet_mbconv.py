import torch
import torch.nn as nn
from torchvision.ops import StochasticDepth, stochastic_depth


class MBConv(nn.Module):
    def __init__(self, cin, cout, expand, stride, sd_prob):
        super().__init__()
        hidden = cin * expand
        self.use_res = stride == 1 and cin == cout
        self.block = nn.Sequential(
            nn.Conv2d(cin, hidden, 1, bias=False), nn.BatchNorm2d(hidden), nn.SiLU(),
            nn.Conv2d(hidden, hidden, 3, stride, 1, groups=hidden, bias=False), nn.BatchNorm2d(hidden), nn.SiLU(),
            nn.Conv2d(hidden, cout, 1, bias=False), nn.BatchNorm2d(cout),
        )
        self.stochastic_depth = StochasticDepth(sd_prob, "row")

    def forward(self, x):
        result = self.block(x)
        if self.use_res:
            result = self.stochastic_depth(result)
            result = result + x
        return result


torch.manual_seed(7)
blk = MBConv(4, 4, 4, 1, 0.5)
print(blk.stochastic_depth)
x = torch.randn(3, 4, 5, 5)
blk.eval()
with torch.no_grad():
    a = blk(x)
    b = blk(x)
print(torch.equal(a, b), a.shape)
blk.train()
torch.manual_seed(0)
t = torch.ones(6, 2, 2)
y = stochastic_depth(t, 0.5, "row", training=True)
print(y[:, 0, 0].tolist())
y = stochastic_depth(t, 0.5, "batch", training=True)
print(y.unique().tolist())
print(stochastic_depth(t, 0.0, "row", training=True).sum().item())
try:
    stochastic_depth(t, 1.5, "row")
except ValueError as e:
    print("ValueError:", e)
try:
    stochastic_depth(t, 0.5, "col")
except ValueError as e:
    print("ValueError:", e)
stages = []
total = 6
for i in range(total):
    stages.append(round(0.2 * i / total, 4))
print(stages)
