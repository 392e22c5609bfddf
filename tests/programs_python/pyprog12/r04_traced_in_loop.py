import torch
import torch.nn as nn

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(2, 4, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.fc = nn.Linear(4, 2)
    def forward(self, x):
        h = torch.relu(self.conv(x))
        return self.fc(self.pool(h).squeeze(-1))

torch.manual_seed(0)
enc = Encoder()
traced = torch.jit.trace(enc, torch.randn(3, 2, 8))
print(traced)
opt = torch.optim.Adam(traced.parameters(), lr=0.01)
x = torch.randn(16, 2, 8)
y = (x.mean(dim=(1, 2)) > 0).long()
for epoch in range(10):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(traced(x), y)
    loss.backward()
    opt.step()
    if epoch % 3 == 0:
        print(epoch, round(loss.item(), 3))
with torch.no_grad():
    acc = (traced(x).argmax(1) == y).float().mean().item()
print("acc", round(acc, 4))
print(torch.allclose(traced(x), enc(x), atol=1e-6))
print(traced.conv.weight.shape, type(traced.conv).__name__)
frozen = torch.jit.freeze(torch.jit.script(enc).eval())
print(torch.allclose(frozen(x), enc(x), atol=1e-5))
sig = torch.jit.trace(lambda a: torch.sigmoid(a) * 2, torch.zeros(2))
print(sig(torch.zeros(3)))
