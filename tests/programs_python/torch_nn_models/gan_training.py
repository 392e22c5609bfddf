# A small GAN on 2-d points: generator/discriminator loops with detach,
# BCEWithLogits, Adam betas, spectral-normalized discriminator layers.
import torch
import torch.nn as nn
from torch.nn.utils.parametrizations import spectral_norm

torch.manual_seed(0)


class Generator(nn.Module):
    def __init__(self, z_dim=4):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, 16), nn.LeakyReLU(0.2), nn.Linear(16, 2))

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(spectral_norm(nn.Linear(2, 16)), nn.LeakyReLU(0.2), spectral_norm(nn.Linear(16, 1)))

    def forward(self, x):
        return self.net(x).squeeze(-1)


G, D = Generator(), Discriminator()
opt_g = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
criterion = nn.BCEWithLogitsLoss()
real_data = torch.randn(64, 2) * 0.5 + torch.tensor([2.0, -1.0])

for step in range(6):
    z = torch.randn(64, 4)
    fake = G(z)
    d_real, d_fake = D(real_data), D(fake.detach())
    loss_d = criterion(d_real, torch.ones_like(d_real)) + criterion(d_fake, torch.zeros_like(d_fake))
    opt_d.zero_grad()
    loss_d.backward()
    opt_d.step()

    d_out = D(fake)
    loss_g = criterion(d_out, torch.ones_like(d_out))
    opt_g.zero_grad()
    loss_g.backward()
    opt_g.step()
    print(f"step {step}: loss_d={loss_d.item():.4f} loss_g={loss_g.item():.4f}")

with torch.no_grad():
    samples = G(torch.randn(256, 4))
print("sample mean", [round(v, 3) for v in samples.mean(0).tolist()])
print("D grads none?", all(p.grad is not None for p in D.parameters()))
print(sorted(k for k in D.state_dict().keys()))
