import torch
from torch import nn


class AutoEncoder(nn.Module):
    def __init__(self, in_dim=16, code=3):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, 8), nn.ReLU(True), nn.Linear(8, code))
        self.decoder = nn.Sequential(nn.Linear(code, 8), nn.ReLU(True), nn.Linear(8, in_dim), nn.Sigmoid())

    def forward(self, x):
        z = self.encoder(x)
        return self.decoder(z), z


class VAE(nn.Module):
    def __init__(self, in_dim=16, latent=2):
        super().__init__()
        self.fc1 = nn.Linear(in_dim, 8)
        self.fc21 = nn.Linear(8, latent)
        self.fc22 = nn.Linear(8, latent)
        self.fc3 = nn.Linear(latent, 8)
        self.fc4 = nn.Linear(8, in_dim)

    def encode(self, x):
        h1 = torch.relu(self.fc1(x))
        return self.fc21(h1), self.fc22(h1)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        h3 = torch.relu(self.fc3(z))
        return torch.sigmoid(self.fc4(h3))

    def forward(self, x):
        mu, logvar = self.encode(x.view(-1, 16))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


def vae_loss(recon_x, x, mu, logvar):
    bce = nn.functional.binary_cross_entropy(recon_x, x.view(-1, 16), reduction='sum')
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld


torch.manual_seed(0)
data = torch.rand(20, 16)
ae = AutoEncoder()
opt = torch.optim.Adam(ae.parameters(), lr=1e-2)
losses = []
for epoch in range(20):
    recon, code = ae(data)
    loss = nn.functional.mse_loss(recon, data)
    opt.zero_grad()
    loss.backward()
    opt.step()
    losses.append(loss.item())
print(losses[-1] < losses[0], code.shape)

vae = VAE()
opt = torch.optim.Adam(vae.parameters(), lr=1e-3)
vae.train()
train_loss = 0
for batch_idx in range(0, 20, 5):
    x = data[batch_idx:batch_idx + 5]
    opt.zero_grad()
    recon_batch, mu, logvar = vae(x)
    loss = vae_loss(recon_batch, x, mu, logvar)
    loss.backward()
    train_loss += loss.item()
    opt.step()
print(train_loss > 0, recon_batch.shape, mu.shape)
vae.eval()
with torch.no_grad():
    sample = torch.randn(4, 2)
    sample = vae.decode(sample)
print(sample.shape, bool(((sample >= 0) & (sample <= 1)).all()))
print(vae)
