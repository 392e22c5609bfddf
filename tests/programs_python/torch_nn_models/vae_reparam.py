# A VAE with the reparameterization trick, KL term, and a decoder sampled
# under torch.no_grad; rsample from torch.distributions matches manual noise.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class VAE(nn.Module):
    def __init__(self, d_in=8, d_hidden=16, d_z=2):
        super().__init__()
        self.enc = nn.Linear(d_in, d_hidden)
        self.mu = nn.Linear(d_hidden, d_z)
        self.logvar = nn.Linear(d_hidden, d_z)
        self.dec = nn.Sequential(nn.Linear(d_z, d_hidden), nn.ReLU(), nn.Linear(d_hidden, d_in))

    def encode(self, x):
        h = F.relu(self.enc(x))
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return torch.sigmoid(self.dec(z)), mu, logvar


def loss_fn(recon, x, mu, logvar):
    bce = F.binary_cross_entropy(recon, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld


model = VAE()
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
data = (torch.rand(32, 8) > 0.5).float()
for epoch in range(5):
    opt.zero_grad()
    recon, mu, logvar = model(data)
    loss, bce, kld = loss_fn(recon, data, mu, logvar)
    loss.backward()
    opt.step()
    print(f"epoch {epoch} loss {loss.item() / len(data):.4f} bce {bce.item():.3f} kld {kld.item():.3f}")

model.eval()
with torch.no_grad():
    z = torch.randn(3, 2)
    sample = torch.sigmoid(model.dec(z))
print(sample.shape, bool(((sample >= 0) & (sample <= 1)).all()))

q = torch.distributions.Normal(mu.detach(), (0.5 * logvar.detach()).exp())
torch.manual_seed(5)
z1 = q.rsample()
torch.manual_seed(5)
z2 = mu.detach() + torch.randn_like(mu) * (0.5 * logvar.detach()).exp()
print(torch.allclose(z1, z2))
p = torch.distributions.Normal(torch.zeros(2), torch.ones(2))
kl = torch.distributions.kl_divergence(q, p).sum()
print(round(kl.item(), 3), round(-0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()).item(), 3))
