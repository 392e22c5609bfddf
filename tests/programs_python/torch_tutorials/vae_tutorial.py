import torch
from torch import nn, optim
from torch.nn import functional as F

torch.manual_seed(1)


class VAE(nn.Module):
    def __init__(self, d_in=20, d_hidden=16, d_latent=4):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.fc21 = nn.Linear(d_hidden, d_latent)
        self.fc22 = nn.Linear(d_hidden, d_latent)
        self.fc3 = nn.Linear(d_latent, d_hidden)
        self.fc4 = nn.Linear(d_hidden, d_in)
        self.d_in = d_in

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
        mu, logvar = self.encode(x.view(-1, self.d_in))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


def loss_function(recon_x, x, mu, logvar):
    BCE = F.binary_cross_entropy(recon_x, x.view(-1, 20), reduction='sum')
    KLD = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return BCE + KLD, BCE, KLD


model = VAE()
optimizer = optim.Adam(model.parameters(), lr=1e-2)
data = (torch.rand(64, 20) > 0.5).float()
loader = [data[i:i + 16] for i in range(0, 64, 16)]


def train(epoch):
    model.train()
    train_loss = 0
    for batch_idx, batch in enumerate(loader):
        optimizer.zero_grad()
        recon_batch, mu, logvar = model(batch)
        loss, bce, kld = loss_function(recon_batch, batch, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
        if batch_idx % 2 == 0:
            print('Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.3f}'.format(
                epoch, batch_idx * len(batch), len(data),
                100. * batch_idx / len(loader),
                loss.item() / len(batch)))
    print('====> Epoch: {} Average loss: {:.4f}'.format(
        epoch, train_loss / len(data)))


for epoch in range(1, 4):
    train(epoch)

model.eval()
with torch.no_grad():
    sample = torch.randn(3, 4)
    sample = model.decode(sample)
    print(sample.shape, sample.mean().item() > 0)
    print([round(v, 3) for v in sample[0, :5].tolist()])
    r, mu, lv = model(data[:2])
    print(mu.shape, lv.shape, round(r.sum().item(), 2))
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
