import torch
import torch.nn as nn

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(2, 4, 3, padding=1)
        self.norm = nn.GroupNorm(2, 4)
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        return self.drop(torch.relu(self.norm(self.conv(x))))

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = Encoder()
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.head = nn.Linear(4, 2)

    def forward(self, x):
        return self.head(self.pool(self.enc(x)).squeeze(-1))

torch.manual_seed(0)
m = Model()
print(f"{'name':<16}{'type':<20}{'params':>8}")
for name, mod in m.named_modules():
    n = sum(p.numel() for p in mod.parameters(recurse=False))
    print(f"{name or '<root>':<16}{type(mod).__name__:<20}{n:>8,}")
total = sum(p.numel() for p in m.parameters())
print(f"total: {total:,} ({total * 4 / 1024:.2f} KiB)")
frozen = 0
for name, p in m.named_parameters():
    if name.startswith("enc."):
        p.requires_grad = False
        frozen += p.numel()
print("frozen", frozen, "trainable", sum(p.numel() for p in m.parameters() if p.requires_grad))
print([n for n, _ in m.named_parameters(prefix="model")][:2])
print(dict(m.named_children()).keys())
x = torch.randn(3, 2, 5)
m.eval()
with torch.inference_mode():
    out = m(x)
print(out.shape, out.requires_grad)
print(m.enc.norm)
print(str(m.enc).count("\n"), repr(m.pool))
print(m.training, m.enc.training, m.train().enc.drop.training)
print(type(m.state_dict()).__name__, list(m.state_dict())[:3])
print(isinstance(m.head, nn.Module), issubclass(Model, nn.Module), callable(m))
