import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.norm = nn.BatchNorm2d(c)
        self.act = nn.GELU()

    def forward(self, x):
        return self.act(self.norm(self.conv(x))) + x


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 4, 1)
        self.blocks = nn.ModuleList([Block(4) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 10), "box": nn.Linear(4, 4)})
        self.register_buffer("scale", torch.tensor(0.5))
        self.temperature = nn.Parameter(torch.ones(1))

    def forward(self, x):
        x = self.stem(x)
        for b in self.blocks:
            x = b(x)
        x = x.mean(dim=(2, 3)) * self.scale
        return {k: h(x) / self.temperature for k, h in self.heads.items()}


torch.manual_seed(0)
net = Net()
print(net)
for name, module in net.named_modules():
    print(repr(name), type(module).__name__)
for name, p in net.named_parameters():
    print(name, list(p.shape), p.requires_grad)
print([n for n, b in net.named_buffers()])
print([n for n, _ in net.named_children()])
print(len(list(net.modules())), len(list(net.children())))
print(net.get_submodule("blocks.1.norm"))
print(net.get_parameter("heads.box.bias").shape)
out = net(torch.randn(2, 3, 5, 5))
print(sorted(out.keys()), out["cls"].shape, out["box"].shape)
for p in net.stem.parameters():
    p.requires_grad_(False)
print(sum(p.numel() for p in net.parameters() if p.requires_grad))
print(net.training, net.blocks[0].norm.training)
net.eval()
print(net.training, net.blocks[0].norm.training)
net.heads["cls"].train()
print([m.training for m in net.heads.values()])
print("cls" in net.heads, len(net.heads), list(net.heads.keys()))
print(net.blocks[-1].conv.extra_repr())
