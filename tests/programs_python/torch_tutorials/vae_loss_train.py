import torch
from torch import nn, optim
from torch.nn import functional as F

torch.manual_seed(9)

class VAE(nn.Module):
    def __init__(self, d_in=12, d_h=8, d_z=2):
        super(VAE, self).__init__()
        self.fc1 = nn.Linear(d_in, d_h)
        self.fc21 = nn.Linear(d_h, d_z)
        self.fc22 = nn.Linear(d_h, d_z)
        self.fc3 = nn.Linear(d_z, d_h)
        self.fc4 = nn.Linear(d_h, d_in)
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
    BCE = F.binary_cross_entropy(recon_x, x.view(-1, 12), reduction='sum')
    KLD = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return BCE + KLD, BCE, KLD

data = (torch.rand(64, 12) > 0.5).float()
loader = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(data), batch_size=16, shuffle=True)
model = VAE()
optimizer = optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(1, 4):
    model.train()
    train_loss = 0
    for batch_idx, (x,) in enumerate(loader):
        optimizer.zero_grad()
        recon_batch, mu, logvar = model(x)
        loss, bce, kld = loss_function(recon_batch, x, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
        if batch_idx % 2 == 0:
            print('Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.3f}'.format(
                epoch, batch_idx * len(x), len(loader.dataset),
                100. * batch_idx / len(loader), loss.item() / len(x)))
    print('====> Epoch: {} Average loss: {:.3f}'.format(epoch, train_loss / len(loader.dataset)))
model.eval()
with torch.no_grad():
    sample = torch.randn(4, 2)
    sample = model.decode(sample)
    print(sample.shape, sample.min().item() >= 0, sample.max().item() <= 1)
    mu, logvar = model.encode(data[:3])
    print(mu.shape, logvar.shape)
print(F.binary_cross_entropy(torch.tensor([0.2, 0.9]), torch.tensor([0., 1.])))
print(F.binary_cross_entropy_with_logits(torch.tensor([0.5, -1.0]), torch.tensor([1., 0.]), pos_weight=torch.tensor([2.0])))
print(F.kl_div(torch.tensor([[-1.0, -0.5]]).log_softmax(1), torch.tensor([[0.3, 0.7]]), reduction='batchmean'))
