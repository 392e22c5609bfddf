import torch
import torch.nn as nn
import torch.nn.functional as F

class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 10, kernel_size=5)
        self.conv2 = nn.Conv2d(10, 20, kernel_size=5)
        self.conv2_drop = nn.Dropout2d()
        self.fc1 = nn.Linear(320, 50)
        self.fc2 = nn.Linear(50, 10)
        self.localization = nn.Sequential(
            nn.Conv2d(1, 8, kernel_size=7),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True),
            nn.Conv2d(8, 10, kernel_size=5),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True)
        )
        self.fc_loc = nn.Sequential(
            nn.Linear(10 * 3 * 3, 32),
            nn.ReLU(True),
            nn.Linear(32, 3 * 2)
        )
        self.fc_loc[2].weight.data.zero_()
        self.fc_loc[2].bias.data.copy_(torch.tensor([1, 0, 0, 0, 1, 0], dtype=torch.float))

    def stn(self, x):
        xs = self.localization(x)
        xs = xs.view(-1, 10 * 3 * 3)
        theta = self.fc_loc(xs)
        theta = theta.view(-1, 2, 3)
        grid = F.affine_grid(theta, x.size(), align_corners=False)
        x = F.grid_sample(x, grid, align_corners=False)
        return x

    def forward(self, x):
        x = self.stn(x)
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2_drop(self.conv2(x)), 2))
        x = x.view(-1, 320)
        x = F.relu(self.fc1(x))
        x = F.dropout(x, training=self.training)
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)

torch.manual_seed(0)
model = Net()
x = torch.randn(2, 1, 28, 28)
model.eval()
with torch.no_grad():
    y = model.stn(x)
print(torch.allclose(y, x, atol=1e-5))
out = model(x)
print(out.shape, round(out.exp().sum().item(), 4))
model.train()
optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
target = torch.tensor([3, 7])
for i in range(2):
    optimizer.zero_grad()
    output = model(x)
    loss = F.nll_loss(output, target)
    loss.backward()
    optimizer.step()
    print(i, round(loss.item(), 3))

theta = torch.tensor([[[0.8, -0.2, 0.1], [0.3, 0.9, -0.1]]])
grid = F.affine_grid(theta, (1, 1, 3, 4), align_corners=True)
print(torch.round(grid, decimals=4))
img = torch.arange(12.).view(1, 1, 3, 4)
for mode in ('bilinear', 'nearest'):
    for pad in ('zeros', 'border', 'reflection'):
        r = F.grid_sample(img, grid, mode=mode, padding_mode=pad, align_corners=True)
        print(mode, pad, torch.round(r, decimals=4).flatten().tolist())
g = grid.clone().requires_grad_()
im = img.clone().requires_grad_()
F.grid_sample(im, g, align_corners=False).sum().backward()
print(torch.round(im.grad, decimals=4))
print(torch.round(g.grad, decimals=4))
