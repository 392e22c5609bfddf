import torch
import torch.nn as nn

class Residual(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn
    def forward(self, x):
        return x + self.fn(x)

class Scale(nn.Module):
    def __init__(self, s: float):
        super().__init__()
        self.s = nn.Parameter(torch.tensor(s))
    def forward(self, x):
        return x * self.s
    def extra_repr(self):
        return f"s={self.s.item():.2f}"

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Residual(nn.Sequential(nn.Linear(4, 4), nn.GELU())) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Linear(4, 1)})
        self.scale = Scale(0.5)
        self.register_buffer("step", torch.tensor(0))
        self.params = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(2)])
    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        x = self.scale(x)
        return {k: h(x) for k, h in self.heads.items()}

torch.manual_seed(0)
net = Net()
print(net)
out = net(torch.randn(2, 4))
print({k: tuple(v.shape) for k, v in out.items()})
print([n for n, _ in net.named_children()])
print([n for n, _ in net.named_modules()][:6])
print([n for n, _ in net.named_parameters()])
print([n for n, _ in net.named_buffers()])
net.requires_grad_(False)
print(any(p.requires_grad for p in net.parameters()))
net.heads["cls"].requires_grad_(True)
print([n for n, p in net.named_parameters() if p.requires_grad])
print(net.training, net.eval().training, net.blocks[0].training)
net.apply(lambda m: setattr(m, "tag", type(m).__name__))
print(net.blocks[1].fn[0].tag, net.tag)
print(len(net.blocks), len(net.heads), "cls" in net.heads, list(net.heads.keys()))
print(net.get_submodule("blocks.0.fn.0"))
print(net.get_parameter("scale.s"))
print(net.half().scale.s.dtype, net.float().scale.s.dtype)
