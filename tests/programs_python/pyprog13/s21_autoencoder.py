import torch
from torch import nn

torch.manual_seed(21)

class AE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Conv2d(1, 4, 3, stride=2, padding=1), nn.ReLU(),
                                     nn.Conv2d(4, 8, 3, stride=2, padding=1), nn.ReLU())
        self.decoder = nn.Sequential(nn.ConvTranspose2d(8, 4, 3, stride=2, padding=1, output_padding=1), nn.ReLU(),
                                     nn.ConvTranspose2d(4, 1, 3, stride=2, padding=1, output_padding=1), nn.Sigmoid())
    def forward(self, x):
        z = self.encoder(x)
        return self.decoder(z), z

ae = AE()
x = torch.rand(4, 1, 12, 12)
rec, z = ae(x)
print(rec.shape, z.shape)
print(rec.min().item() >= 0, rec.max().item() <= 1)
opt = torch.optim.RMSprop(ae.parameters(), lr=0.01)
first = None
for step in range(30):
    rec, _ = ae(x)
    loss = nn.functional.binary_cross_entropy(rec, x)
    if first is None:
        first = loss.item()
    opt.zero_grad()
    loss.backward()
    opt.step()
print(loss.item() < first)
print(opt.defaults["alpha"], opt.defaults["centered"])
print(sorted(opt.state[ae.encoder[0].weight].keys()))
