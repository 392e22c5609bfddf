# nn.Module API tour: buffers, parameters, hooks, state_dict round trip, apply, train/eval, requires_grad_, named_modules
import io
import torch
import torch.nn as nn

class Block(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.lin = nn.Linear(c, c)
        self.norm = nn.LayerNorm(c)
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_parameter("scale", nn.Parameter(torch.ones(1)))

    def forward(self, x):
        if self.training:
            self.steps += 1
        return self.norm(self.lin(x)) * self.scale

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(4) for _ in range(2)])
        self.heads = nn.ModuleDict({"a": nn.Linear(4, 1), "b": nn.Linear(4, 2)})

    def forward(self, x, head="a"):
        for b in self.blocks:
            x = b(x)
        return self.heads[head](x)

torch.manual_seed(0)
net = Net()
print([n for n, _ in net.named_modules()])
print([n for n, _ in net.named_parameters()][:5], len(list(net.parameters())))
print(list(net.state_dict().keys())[:6])
seen = []
h1 = net.blocks[0].register_forward_hook(lambda m, i, o: seen.append(("fwd", type(m).__name__, tuple(o.shape))))
h2 = net.register_forward_pre_hook(lambda m, i: seen.append(("pre", len(i))))
x = torch.randn(3, 4)
y = net(x, "b")
print(y.shape, seen)
h1.remove(); h2.remove()
net(x)
print(len(seen), net.blocks[0].steps.item(), net.blocks[1].steps.item())
net.eval()
net(x)
print(net.training, net.blocks[0].training, net.blocks[0].steps.item())
buf = io.BytesIO()
torch.save(net.state_dict(), buf)
buf.seek(0)
net2 = Net()
result = net2.load_state_dict(torch.load(buf))
print(result, torch.equal(net2.heads["b"].weight, net.heads["b"].weight), net2.blocks[0].steps.item())
sd = net.state_dict()
del sd["heads.a.bias"]
sd["extra"] = torch.zeros(1)
r = net2.load_state_dict(sd, strict=False)
print(r.missing_keys, r.unexpected_keys)
try:
    net2.load_state_dict(sd)
except RuntimeError as e:
    print(str(e).splitlines()[0])
def init(m):
    if isinstance(m, nn.Linear):
        nn.init.zeros_(m.bias)
        nn.init.constant_(m.weight, 0.5)
net.apply(init)
print(net.heads["a"].weight.sum().item(), net(x).shape)
net.requires_grad_(False)
print(any(p.requires_grad for p in net.parameters()))
net.blocks[1].requires_grad_(True)
print(sum(p.numel() for p in net.parameters() if p.requires_grad))
print(net.blocks[0].extra_repr() == "", net.heads)
print(isinstance(net.blocks, nn.Module), len(net.blocks), net.get_submodule("blocks.1.lin"))
net.zero_grad(set_to_none=True)
print(net.blocks[1].lin.weight.grad)
net.half()
print(net.heads["a"].weight.dtype)
net.float()
print(net.heads["a"].weight.dtype, net.blocks[0].steps.dtype)
