import torch
import torch.nn as nn

class Stage(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.ReLU(inplace=True)
    def forward(self, x):
        return self.act(self.bn(self.conv(x)))

net = nn.Sequential(Stage(2), Stage(2), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(2, 3))
for name, m in net.named_modules():
    print(repr(name), type(m).__name__)
def init(m):
    if isinstance(m, nn.Conv2d):
        nn.init.constant_(m.weight, 0.1)
    elif isinstance(m, nn.Linear):
        nn.init.zeros_(m.bias)
        nn.init.eye_(m.weight[:, :2]) if False else nn.init.constant_(m.weight, 0.5)
net.apply(init)
print(net[0].conv.weight.sum().item(), net[-1].weight.mean().item())
print(sum(p.numel() for p in net.parameters()), sum(p.numel() for p in net.parameters() if p.requires_grad))
print([n for n, _ in net.named_children()])
print([n for n, _ in net.named_parameters(prefix="model")][:3])
print(len(list(net.modules())), len(list(net.children())))
net.eval()
print(all(not m.training for m in net.modules()))
x = torch.ones(1, 2, 4, 4)
print(torch.round(net(x), decimals=4))
print(net.get_submodule("1.bn"))
print(net.get_parameter("4.bias"))
net.requires_grad_(False)
print(any(p.requires_grad for p in net.parameters()))
print(net[0])
