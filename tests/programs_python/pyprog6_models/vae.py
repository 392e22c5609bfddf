import torch
from torch import nn, optim
from torch.nn import functional as F

class VAE(nn.Module):
    def __init__(self, in_dim=64, hid=32, z=4):
        super(VAE, self).__init__()
        self.fc1 = nn.Linear(in_dim, hid)
        self.fc21 = nn.Linear(hid, z)
        self.fc22 = nn.Linear(hid, z)
        self.fc3 = nn.Linear(z, hid)
        self.fc4 = nn.Linear(hid, in_dim)
        self.in_dim = in_dim

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
        mu, logvar = self.encode(x.view(-1, self.in_dim))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar

def loss_function(recon_x, x, mu, logvar):
    BCE = F.binary_cross_entropy(recon_x, x.view(-1, 64), reduction='sum')
    KLD = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return BCE + KLD

torch.manual_seed(7)
model = VAE()
optimizer = optim.Adam(model.parameters(), lr=1e-3)
data = torch.rand(32, 1, 8, 8)
loader = [data[i:i + 8] for i in range(0, 32, 8)]

def train(epoch):
    model.train()
    train_loss = 0
    for batch_idx, d in enumerate(loader):
        optimizer.zero_grad()
        recon_batch, mu, logvar = model(d)
        loss = loss_function(recon_batch, d, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
        if batch_idx % 2 == 0:
            print('Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.4f}'.format(
                epoch, batch_idx * len(d), 32, 100. * batch_idx / len(loader), loss.item() / len(d)))
    print('====> Epoch: {} Average loss: {:.4f}'.format(epoch, train_loss / 32))

def test(epoch):
    model.eval()
    test_loss = 0
    with torch.no_grad():
        for i, d in enumerate(loader):
            recon_batch, mu, logvar = model(d)
            test_loss += loss_function(recon_batch, d, mu, logvar).item()
            if i == 0:
                n = min(d.size(0), 8)
                comparison = torch.cat([d[:n], recon_batch.view(8, 1, 8, 8)[:n]])
                print(comparison.shape)
    test_loss /= 32
    print('====> Test set loss: {:.4f}'.format(test_loss))

for epoch in range(1, 3):
    train(epoch)
    test(epoch)
    with torch.no_grad():
        sample = torch.randn(16, 4)
        sample = model.decode(sample)
        print(sample.shape, round(sample.mean().item(), 3))
