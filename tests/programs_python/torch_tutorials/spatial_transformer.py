import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(3)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 4, kernel_size=5)
        self.conv2 = nn.Conv2d(4, 8, kernel_size=5)
        self.conv2_drop = nn.Dropout2d()
        self.fc1 = nn.Linear(8 * 4 * 4, 20)
        self.fc2 = nn.Linear(20, 10)

        self.localization = nn.Sequential(
            nn.Conv2d(1, 4, kernel_size=7),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True),
            nn.Conv2d(4, 6, kernel_size=5),
            nn.MaxPool2d(2, stride=2),
            nn.ReLU(True)
        )
        self.fc_loc = nn.Sequential(
            nn.Linear(6 * 3 * 3, 32),
            nn.ReLU(True),
            nn.Linear(32, 3 * 2)
        )
        self.fc_loc[2].weight.data.zero_()
        self.fc_loc[2].bias.data.copy_(torch.tensor([1, 0, 0, 0, 1, 0], dtype=torch.float))

    def stn(self, x):
        xs = self.localization(x)
        xs = xs.view(-1, 6 * 3 * 3)
        theta = self.fc_loc(xs)
        theta = theta.view(-1, 2, 3)
        grid = F.affine_grid(theta, x.size(), align_corners=False)
        x = F.grid_sample(x, grid, align_corners=False)
        return x

    def forward(self, x):
        x = self.stn(x)
        x = F.relu(F.max_pool2d(self.conv1(x), 2))
        x = F.relu(F.max_pool2d(self.conv2_drop(self.conv2(x)), 2))
        x = x.view(-1, 8 * 4 * 4)
        x = F.relu(self.fc1(x))
        x = F.dropout(x, training=self.training)
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


model = Net()
x = torch.randn(4, 1, 28, 28)
y = torch.tensor([1, 3, 5, 7])
opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
model.train()
for step in range(3):
    opt.zero_grad()
    out = model(x)
    loss = F.nll_loss(out, y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))

model.eval()
with torch.no_grad():
    t = model.stn(x)
    print(t.shape, round((t - x).abs().max().item(), 4))
    out = model(x)
    pred = out.argmax(dim=1, keepdim=True)
    correct = pred.eq(y.view_as(pred)).sum().item()
    print(pred.view(-1).tolist(), correct)
    theta = torch.tensor([[[0.8, 0.1, 0.05], [-0.1, 0.9, 0.0]]])
    g = F.affine_grid(theta, (1, 1, 3, 3), align_corners=True)
    print(g.round(decimals=3))
    s = F.grid_sample(torch.arange(9.).view(1, 1, 3, 3), g, mode='bilinear', padding_mode='border', align_corners=True)
    print(s.round(decimals=3))
    s2 = F.grid_sample(torch.arange(9.).view(1, 1, 3, 3), g, mode='nearest', padding_mode='zeros', align_corners=False)
    print(s2)
