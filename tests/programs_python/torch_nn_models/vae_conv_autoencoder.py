# VAE (reparameterization, KL term) and a conv autoencoder with ConvTranspose2d, trained a few steps
import torch
from torch import nn, optim
from torch.nn import functional as F

class VAE(nn.Module):
    def __init__(self, d_in=20, h=12, z=4):
        super(VAE, self).__init__()
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
        mu, logvar = self.encode(x.view(-1, 20))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar

def loss_function(recon_x, x, mu, logvar):
    BCE = F.binary_cross_entropy(recon_x, x.view(-1, 20), reduction='sum')
    KLD = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return BCE + KLD

torch.manual_seed(1)
model = VAE()
optimizer = optim.Adam(model.parameters(), lr=1e-2)
data = torch.rand(16, 20)
model.train()
for epoch in range(1, 4):
    train_loss = 0
    for batch_idx in range(2):
        x = data[batch_idx * 8:(batch_idx + 1) * 8]
        optimizer.zero_grad()
        recon_batch, mu, logvar = model(x)
        loss = loss_function(recon_batch, x, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
    print('====> Epoch: {} Average loss: {:.3f}'.format(epoch, train_loss / len(data)))
model.eval()
with torch.no_grad():
    sample = torch.randn(3, 4)
    sample = model.decode(sample)
print(sample.shape, bool(((sample >= 0) & (sample <= 1)).all()))

class ConvAutoencoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, 4, 3, stride=2, padding=1), nn.ReLU(True),
            nn.Conv2d(4, 8, 3, stride=2, padding=1), nn.ReLU(True))
        self.decoder = nn.Sequential(
            nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1), nn.ReLU(True),
            nn.ConvTranspose2d(4, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid())

    def forward(self, x):
        return self.decoder(self.encoder(x))

ae = ConvAutoencoder()
imgs = torch.rand(4, 1, 8, 8)
opt = optim.SGD(ae.parameters(), lr=0.5, momentum=0.9, weight_decay=1e-4)
for i in range(3):
    out = ae(imgs)
    loss = F.mse_loss(out, imgs)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(i, f"{loss.item():.4f}")
print(ae.encoder(imgs).shape, out.shape)
print(opt.state_dict()['param_groups'][0]['momentum'], len(opt.state_dict()['state']))
