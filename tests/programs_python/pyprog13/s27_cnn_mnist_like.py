import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(27)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, 1)
        self.conv2 = nn.Conv2d(4, 8, 3, 1)
        self.dropout1 = nn.Dropout(0.25)
        self.fc1 = nn.Linear(8 * 5 * 5, 16)
        self.fc2 = nn.Linear(16, 10)
    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.relu(self.conv2(x))
        x = F.max_pool2d(x, 2)
        x = self.dropout1(x)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        return F.log_softmax(self.fc2(x), dim=1)

net = Net()
data = torch.randn(8, 1, 14, 14)
target = torch.randint(0, 10, (8,))
opt = torch.optim.Adadelta(net.parameters(), lr=1.0)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.7)
for epoch in range(1, 4):
    net.train()
    opt.zero_grad()
    output = net(data)
    loss = F.nll_loss(output, target)
    loss.backward()
    opt.step()
    sched.step()
    print('Train Epoch: {} [{}/{} ({:.0f}%)]\tlr={:.4f}'.format(epoch, len(data), len(data), 100.0, sched.get_last_lr()[0]))
net.eval()
with torch.no_grad():
    out = net(data)
    test_loss = F.nll_loss(out, target, reduction='sum').item()
    pred = out.argmax(dim=1, keepdim=True)
    correct = pred.eq(target.view_as(pred)).sum().item()
print(pred.shape, 0 <= correct <= 8, test_loss > 0)
