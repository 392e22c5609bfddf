import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(22)

class VAE(nn.Module):
    def __init__(self, d=6, z=2):
        super().__init__()
        self.enc = nn.Linear(d, 8)
        self.mu = nn.Linear(8, z)
        self.logvar = nn.Linear(8, z)
        self.dec = nn.Sequential(nn.Linear(z, 8), nn.ReLU(), nn.Linear(8, d))
    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std
    def forward(self, x):
        h = F.relu(self.enc(x))
        mu, logvar = self.mu(h), self.logvar(h)
        return self.dec(self.reparameterize(mu, logvar)), mu, logvar

def loss_fn(recon, x, mu, logvar):
    bce = F.mse_loss(recon, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld

vae = VAE()
x = torch.randn(10, 6)
opt = torch.optim.Adam(vae.parameters(), lr=1e-2)
vals = []
for i in range(40):
    recon, mu, logvar = vae(x)
    loss, b, k = loss_fn(recon, x, mu, logvar)
    opt.zero_grad(); loss.backward(); opt.step()
    vals.append(loss.item())
print(vals[-1] < vals[0], k.item() >= 0)
vae.eval()
with torch.no_grad():
    z = torch.zeros(3, 2)
    print(vae.dec(z).shape)
print(isinstance(vae.reparameterize, type(vae.forward)))
