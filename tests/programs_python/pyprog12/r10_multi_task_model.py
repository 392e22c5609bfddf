import torch
import torch.nn as nn
import torch.nn.functional as F

class MultiTask(nn.Module):
    def __init__(self, d_in, d_hidden, n_classes):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(d_in, d_hidden), nn.BatchNorm1d(d_hidden), nn.ReLU(), nn.Dropout(0.1))
        self.cls_head = nn.Linear(d_hidden, n_classes)
        self.reg_head = nn.Linear(d_hidden, 1)
        self.log_vars = nn.Parameter(torch.zeros(2))
    def forward(self, x):
        h = self.trunk(x)
        return {"logits": self.cls_head(h), "value": self.reg_head(h).squeeze(-1)}

torch.manual_seed(0)
m = MultiTask(5, 16, 3)
x = torch.randn(64, 5)
yc = (x[:, 0] > 0).long() + (x[:, 1] > 0).long()
yr = x.sum(1)
opt = torch.optim.Adam(m.parameters(), lr=0.02)
for step in range(40):
    out = m(x)
    l1 = F.cross_entropy(out["logits"], yc)
    l2 = F.mse_loss(out["value"], yr)
    loss = torch.exp(-m.log_vars[0]) * l1 + m.log_vars[0] + torch.exp(-m.log_vars[1]) * l2 + m.log_vars[1]
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(step, f"{l1.item():.2f}", f"{l2.item():.2f}")
m.eval()
with torch.no_grad():
    out = m(x)
    acc = (out["logits"].argmax(1) == yc).float().mean()
print(acc.item() > 0.5, sorted(out.keys()), out["value"].shape)
print(sum(p.numel() for p in m.parameters()), len(m.state_dict()))
print([k for k in m.state_dict() if "running" in k or "tracked" in k])
