import torch
from torch import nn
from torch.nn import functional as F


class VAE(nn.Module):
    def __init__(self, d_in=16, h=12, z=2):
        super().__init__()
        self.fc1 = nn.Linear(d_in, h)
        self.fc21 = nn.Linear(h, z)
        self.fc22 = nn.Linear(h, z)
        self.fc3 = nn.Linear(z, h)
        self.fc4 = nn.Linear(h, d_in)

    def encode(self, x):
        h1 = F.relu(self.fc1(x))
        return self.fc21(h1), self.fc22(h1)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        h3 = F.relu(self.fc3(z))
        return torch.sigmoid(self.fc4(h3))

    def forward(self, x):
        mu, logvar = self.encode(x.view(-1, 16))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


def loss_function(recon_x, x, mu, logvar):
    BCE = F.binary_cross_entropy(recon_x, x.view(-1, 16), reduction='sum')
    KLD = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return BCE + KLD


torch.manual_seed(1)
data = (torch.rand(32, 4, 4) > 0.5).float()
model = VAE()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(1, 6):
    model.train()
    train_loss = 0
    for i in range(0, 32, 8):
        batch = data[i:i + 8]
        optimizer.zero_grad()
        recon_batch, mu, logvar = model(batch)
        loss = loss_function(recon_batch, batch, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
    print('====> Epoch: {} Average loss: {:.2f}'.format(epoch, train_loss / len(data)))
model.eval()
with torch.no_grad():
    sample = torch.randn(4, 2)
    sample = model.decode(sample).cpu()
    print(sample.view(4, 1, 4, 4).shape, bool(((sample >= 0) & (sample <= 1)).all()))
    recon, mu, logvar = model(data[:2])
    print(mu.shape, logvar.shape, round(F.mse_loss(recon, data[:2].view(-1, 16)).item(), 1))
