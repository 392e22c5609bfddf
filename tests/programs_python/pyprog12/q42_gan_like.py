import torch
import torch.nn as nn

torch.manual_seed(0)
G = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 2))
D = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 1))
optG = torch.optim.Adam(G.parameters(), lr=1e-3, betas=(0.5, 0.999))
optD = torch.optim.Adam(D.parameters(), lr=1e-3, betas=(0.5, 0.999))
bce = nn.BCEWithLogitsLoss()
real = torch.randn(16, 2) * 0.5 + torch.tensor([2.0, -1.0])
for step in range(5):
    z = torch.randn(16, 2)
    fake = G(z)
    optD.zero_grad()
    ld = bce(D(real), torch.ones(16, 1)) + bce(D(fake.detach()), torch.zeros(16, 1))
    ld.backward()
    optD.step()
    optG.zero_grad()
    lg = bce(D(fake), torch.ones(16, 1))
    lg.backward()
    optG.step()
    print(step, f"{ld.item():.3f}", f"{lg.item():.3f}")
for p in D.parameters():
    p.requires_grad_(False)
print(all(not p.requires_grad for p in D.parameters()))
with torch.no_grad():
    s = G(torch.zeros(3, 2))
print(s.shape, s.requires_grad)
print(optG.state[next(iter(G.parameters()))]["step"])
