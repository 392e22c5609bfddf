import torch
import torch.nn as nn

torch.manual_seed(0)
latent_dim = 4


class Generator(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = nn.Sequential(
            nn.Linear(latent_dim, 16), nn.LeakyReLU(0.2, inplace=True),
            nn.Linear(16, 2), nn.Tanh())

    def forward(self, z):
        return self.model(z)


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.model = nn.Sequential(nn.Linear(2, 16), nn.LeakyReLU(0.2, inplace=True), nn.Linear(16, 1), nn.Sigmoid())

    def forward(self, x):
        return self.model(x)


G, D = Generator(), Discriminator()
adversarial_loss = nn.BCELoss()
opt_G = torch.optim.Adam(G.parameters(), lr=2e-3, betas=(0.5, 0.999))
opt_D = torch.optim.Adam(D.parameters(), lr=2e-3, betas=(0.5, 0.999))
real_data = torch.randn(32, 2) * 0.3 + torch.tensor([0.5, -0.5])
for step in range(5):
    valid = torch.ones(32, 1)
    fake = torch.zeros(32, 1)
    opt_G.zero_grad()
    z = torch.randn(32, latent_dim)
    gen = G(z)
    g_loss = adversarial_loss(D(gen), valid)
    g_loss.backward()
    opt_G.step()
    opt_D.zero_grad()
    real_loss = adversarial_loss(D(real_data), valid)
    fake_loss = adversarial_loss(D(gen.detach()), fake)
    d_loss = (real_loss + fake_loss) / 2
    d_loss.backward()
    opt_D.step()
    print(f"[step {step}] D ok={0 < d_loss.item() < 5} G ok={0 < g_loss.item() < 5}")
print(gen.shape, gen.requires_grad, gen.detach().requires_grad)
print(bool((gen.abs() <= 1).all()))
print(D)
