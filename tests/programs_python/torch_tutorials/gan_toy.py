import torch
import torch.nn as nn

torch.manual_seed(0)
real_mean, real_std = 4.0, 1.25

def real_batch(n):
    return torch.randn(n, 1) * real_std + real_mean

G = nn.Sequential(nn.Linear(2, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
D = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1), nn.Sigmoid())
opt_g = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
bce = nn.BCELoss()
ones, zeros = torch.ones(32, 1), torch.zeros(32, 1)
for step in range(60):
    z = torch.randn(32, 2)
    fake = G(z)
    d_loss = bce(D(real_batch(32)), ones) + bce(D(fake.detach()), zeros)
    opt_d.zero_grad()
    d_loss.backward()
    opt_d.step()
    g_loss = bce(D(fake), ones)
    opt_g.zero_grad()
    g_loss.backward()
    opt_g.step()
    if step % 20 == 19:
        print(f"step {step+1:3d}  D {d_loss.item():.4f}  G {g_loss.item():.4f}")
with torch.no_grad():
    samples = G(torch.randn(1000, 2))
print(f"mean {samples.mean().item():.3f} std {samples.std().item():.3f}")
print(D[2].weight.grad is not None, G[0].weight.grad.shape)
