import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(11)

class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.localization = nn.Sequential(
            nn.Conv2d(1, 4, kernel_size=3), nn.MaxPool2d(2, stride=2), nn.ReLU(True))
        self.fc_loc = nn.Sequential(nn.Linear(4 * 3 * 3, 8), nn.ReLU(True), nn.Linear(8, 3 * 2))
        self.fc_loc[2].weight.data.zero_()
        self.fc_loc[2].bias.data.copy_(torch.tensor([1, 0, 0, 0, 1, 0], dtype=torch.float))

    def stn(self, x):
        xs = self.localization(x)
        xs = xs.view(-1, 4 * 3 * 3)
        theta = self.fc_loc(xs)
        theta = theta.view(-1, 2, 3)
        grid = F.affine_grid(theta, x.size(), align_corners=False)
        x = F.grid_sample(x, grid, align_corners=False)
        return x, theta

    def forward(self, x):
        return self.stn(x)

net = Net()
x = torch.arange(64.).view(1, 1, 8, 8) / 64
y, theta = net(x)
print(theta)
print(torch.allclose(y, x, atol=1e-5))
theta_rot = torch.tensor([[[0., -1., 0.], [1., 0., 0.]]])
img = torch.arange(9.).view(1, 1, 3, 3)
grid = F.affine_grid(theta_rot, (1, 1, 3, 3), align_corners=True)
print(grid.shape)
print(grid[0, 0])
print(F.grid_sample(img, grid, align_corners=True))
theta_scale = torch.tensor([[[0.5, 0., 0.], [0., 0.5, 0.]]])
g2 = F.affine_grid(theta_scale, (1, 1, 4, 4), align_corners=False)
print(F.grid_sample(torch.arange(16.).view(1, 1, 4, 4), g2, align_corners=False).round(decimals=4))
print(F.grid_sample(torch.arange(16.).view(1, 1, 4, 4), g2, mode='nearest', align_corners=False))
g3 = torch.tensor([[[[1.5, 0.0], [-1.2, 0.3]]]])
print(F.grid_sample(img, g3, padding_mode='zeros', align_corners=True))
print(F.grid_sample(img, g3, padding_mode='border', align_corners=True))
print(F.grid_sample(img, g3, padding_mode='reflection', align_corners=False).round(decimals=4))
net.fc_loc[2].bias.data += 0.1
y2, _ = net(torch.randn(2, 1, 8, 8))
loss = y2.pow(2).mean()
loss.backward()
print(net.fc_loc[2].weight.grad.shape, net.fc_loc[2].bias.grad.abs().sum().item() > 0)
