# A 1-D GAN: generator and discriminator with separate optimizers, detach() for the D step, BCEWithLogits.
import torch
import torch.nn as nn

torch.manual_seed(0)
latent = 4
G = nn.Sequential(nn.Linear(latent, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
D = nn.Sequential(nn.Linear(1, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
opt_g = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_d = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
crit = nn.BCEWithLogitsLoss()
real_label, fake_label = 1.0, 0.0
history = {"d": [], "g": []}
for step in range(30):
    real = torch.randn(32, 1) * 0.5 + 3.0
    z = torch.randn(32, latent)
    fake = G(z)
    opt_d.zero_grad()
    d_real = crit(D(real), torch.full((32, 1), real_label))
    d_fake = crit(D(fake.detach()), torch.full((32, 1), fake_label))
    d_loss = (d_real + d_fake) / 2
    d_loss.backward()
    opt_d.step()
    opt_g.zero_grad()
    g_loss = crit(D(fake), torch.full((32, 1), real_label))
    g_loss.backward()
    opt_g.step()
    history["d"].append(d_loss.item())
    history["g"].append(g_loss.item())
    if step % 10 == 0:
        print(f"step {step:2d} | D {d_loss.item():.3f} | G {g_loss.item():.3f} | fake mean {fake.mean().item():.3f}")
print(len(history["d"]), all(isinstance(v, float) for v in history["g"]))
print(G[0].weight.grad is not None, D[0].weight.grad.shape)
with torch.no_grad():
    samples = G(torch.randn(1000, latent))
print(round(samples.mean().item(), 1) > -10, samples.shape)
