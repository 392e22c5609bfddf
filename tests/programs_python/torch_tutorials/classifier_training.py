import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


torch.manual_seed(0)
net = Net()
print(net)
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(net.parameters(), lr=0.001, momentum=0.9)
inputs = torch.randn(8, 3, 32, 32)
labels = torch.randint(0, 10, (8,))
classes = ('plane', 'car', 'bird', 'cat', 'deer', 'dog', 'frog', 'horse', 'ship', 'truck')
losses = []
for epoch in range(3):
    running_loss = 0.0
    for i in range(2):
        optimizer.zero_grad()
        outputs = net(inputs[i * 4:(i + 1) * 4])
        loss = criterion(outputs, labels[i * 4:(i + 1) * 4])
        loss.backward()
        optimizer.step()
        running_loss += loss.item()
    losses.append(running_loss)
print(len(losses), losses[-1] < losses[0] + 1.0)
correct = 0
total = 0
with torch.no_grad():
    outputs = net(inputs)
    _, predicted = torch.max(outputs.data, 1)
    total += labels.size(0)
    correct += (predicted == labels).sum().item()
print(total, 0 <= correct <= total)
print(' '.join(f'{classes[labels[j]]:5s}' for j in range(4)))
correct_pred = {classname: 0 for classname in classes}
print(list(correct_pred.items())[:3])
print(type(optimizer).__name__, optimizer.param_groups[0]['lr'], optimizer.param_groups[0]['momentum'])
print(len(optimizer.state_dict()['state']))
