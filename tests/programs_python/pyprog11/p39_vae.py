import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(5)

class VAE(nn.Module):
    def __init__(self, d_in=8, d_lat=2):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d_in, 16), nn.ReLU())
        self.mu = nn.Linear(16, d_lat)
        self.logvar = nn.Linear(16, d_lat)
        self.dec = nn.Sequential(nn.Linear(d_lat, 16), nn.ReLU(), nn.Linear(16, d_in), nn.Sigmoid())

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        return mu + torch.randn_like(std) * std

    def forward(self, x):
        h = self.enc(x)
        mu, logvar = self.mu(h), self.logvar(h)
        z = self.reparameterize(mu, logvar)
        return self.dec(z), mu, logvar

def loss_fn(recon, x, mu, logvar):
    bce = F.binary_cross_entropy(recon, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld

data = (torch.rand(32, 8) > 0.5).float()
vae = VAE()
opt = torch.optim.Adam(vae.parameters(), lr=1e-2)
for epoch in range(10):
    opt.zero_grad()
    recon, mu, logvar = vae(data)
    loss, bce, kld = loss_fn(recon, data, mu, logvar)
    loss.backward()
    opt.step()
    if epoch % 3 == 0:
        print(f"{epoch}: loss={loss.item() / len(data):.4f} bce={bce.item():.2f} kld={kld.item():.3f}")
vae.eval()
with torch.no_grad():
    z = torch.zeros(3, 2)
    samples = vae.dec(z)
print(samples.shape, bool(((samples > 0) & (samples < 1)).all()))
print(round(F.kl_div(torch.log_softmax(torch.tensor([1.0, 2.0]), 0), torch.tensor([0.3, 0.7]), reduction="sum").item(), 6))
print(F.mse_loss(torch.ones(3), torch.zeros(3)), F.l1_loss(torch.ones(3), torch.zeros(3), reduction="sum"))
print(F.smooth_l1_loss(torch.tensor([0.5, 2.0]), torch.zeros(2)), F.huber_loss(torch.tensor([0.5, 2.0]), torch.zeros(2), delta=0.5))
print(F.nll_loss(torch.log(torch.tensor([[0.2, 0.8], [0.6, 0.4]])), torch.tensor([1, 0])))
print(F.cosine_similarity(torch.tensor([[1.0, 0.0]]), torch.tensor([[1.0, 1.0]])))
print(F.triplet_margin_loss(torch.zeros(1, 2), torch.ones(1, 2), torch.zeros(1, 2)))
