import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(1)

class VAE(nn.Module):
    def __init__(self, d_in=8, d_h=16, d_z=2):
        super().__init__()
        self.enc = nn.Linear(d_in, d_h)
        self.mu = nn.Linear(d_h, d_z)
        self.logvar = nn.Linear(d_h, d_z)
        self.dec1 = nn.Linear(d_z, d_h)
        self.dec2 = nn.Linear(d_h, d_in)

    def encode(self, x):
        h = F.relu(self.enc(x))
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        return torch.sigmoid(self.dec2(F.relu(self.dec1(z))))

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar

def loss_function(recon, x, mu, logvar):
    bce = F.binary_cross_entropy(recon, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld

data = (torch.rand(64, 8) > 0.5).float()
model = VAE()
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(1, 31):
    model.train()
    recon, mu, logvar = model(data)
    loss, bce, kld = loss_function(recon, data, mu, logvar)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 10 == 0:
        print("====> Epoch: {} Average loss: {:.4f} (bce {:.2f}, kld {:.2f})".format(
            epoch, loss.item() / len(data), bce.item(), kld.item()))
model.eval()
with torch.no_grad():
    sample = model.decode(torch.randn(3, 2))
    print(sample.round(decimals=2))
    mu, _ = model.encode(data[:2])
    print(mu.shape, mu.dtype)
