import io
import torch
import torch.nn as nn

torch.manual_seed(13)

class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.lin = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("cache", torch.ones(d), persistent=False)

    def forward(self, x):
        self.steps += 1
        return self.norm(torch.relu(self.lin(x))) + x

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(4) for _ in range(2)])
        self.head = nn.Linear(4, 2)
        self.scale = nn.Parameter(torch.tensor(1.5))

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return self.head(x) * self.scale

net = Net()
print([n for n, _ in net.named_modules()])
print([n for n, _ in net.named_parameters()])
print([n for n, _ in net.named_buffers()])
print(list(net.state_dict().keys()))
def init_fn(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.1)
        nn.init.zeros_(m.bias)
net.apply(init_fn)
x = torch.arange(8.).view(2, 4)
print(net(x))
print(net.blocks[0].steps, net.blocks[1].steps.item())
buf = io.BytesIO()
torch.save(net.state_dict(), buf)
buf.seek(0)
net2 = Net()
sd = torch.load(buf)
print(type(sd).__name__, sd['blocks.0.steps'])
res = net2.load_state_dict(sd)
print(res)
print(torch.equal(net2(x), net(x)))
del sd['scale']
sd['extra'] = torch.zeros(1)
res = net2.load_state_dict(sd, strict=False)
print(res.missing_keys, res.unexpected_keys)
try:
    net2.load_state_dict(sd)
except RuntimeError as e:
    print(str(e).splitlines()[0])
for p in net.blocks.parameters():
    p.requires_grad_(False)
print([n for n, p in net.named_parameters() if p.requires_grad])
print(sum(p.numel() for p in net.parameters() if not p.requires_grad))
net.head.register_parameter("extra_bias", None)
print([n for n, _ in net.head.named_parameters()])
print(net.get_submodule("blocks.1.norm"))
print(net.get_parameter("head.bias"))
net.half()
print(net.head.weight.dtype, net.blocks[0].steps.dtype)
net.float()
net.zero_grad()
print(next(net.parameters()).grad)
print(net.training, net.eval().training, net.blocks[0].training)
print(repr(net.blocks[0]))
print(len(list(net.children())), len(list(net.modules())))
