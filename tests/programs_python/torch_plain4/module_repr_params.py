import torch
import torch.nn as nn
class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.ReLU(inplace=True)
    def forward(self, x):
        return self.act(self.bn(self.conv(x)))
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 5, stride=2)
        self.blocks = nn.Sequential(*[Block(8) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 10), "reg": nn.Linear(8, 1)})
        self.extra = nn.ModuleList([nn.Dropout(0.1), nn.Identity()])
        self.scale = nn.Parameter(torch.ones(1))
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
net = Net()
print(net)
print(list(net.state_dict().keys()))
print([n for n, _ in net.named_parameters()])
print(sum(p.numel() for p in net.parameters()), sum(p.numel() for p in net.parameters() if p.requires_grad))
print([n for n, _ in net.named_modules()][:6])
print([n for n, _ in net.named_children()])
print(net.blocks[1].bn, net.heads["cls"].extra_repr())
print(nn.Sequential(nn.Linear(2, 2), nn.Sequential(nn.Tanh())))
