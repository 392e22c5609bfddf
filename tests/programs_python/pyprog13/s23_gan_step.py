import torch
import torch.nn as nn

torch.manual_seed(23)
G = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 2))
D = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 1))
optG = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
optD = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
crit = nn.BCEWithLogitsLoss()
real = torch.randn(16, 2) * 0.5 + 2
for it in range(10):
    z = torch.randn(16, 2)
    fake = G(z)
    d_loss = crit(D(real), torch.ones(16, 1)) + crit(D(fake.detach()), torch.zeros(16, 1))
    optD.zero_grad(); d_loss.backward(); optD.step()
    g_loss = crit(D(fake), torch.ones(16, 1))
    optG.zero_grad(); g_loss.backward(); optG.step()
print(type(d_loss.item()).__name__, d_loss.requires_grad, fake.grad_fn is not None)
print(all(p.grad is not None for p in G.parameters()))
for p in D.parameters():
    p.requires_grad_(False)
out = D(G(torch.randn(4, 2)))
print(out.requires_grad)
out.sum().backward()
print(all(p.grad is not None for p in G.parameters()))
print(optG.param_groups[0]["betas"])
