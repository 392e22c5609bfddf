import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

torch.manual_seed(1)

class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), (2, 2))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x

net = Net()
print(net)
params = list(net.parameters())
print(len(params))
print(params[0].size())
input = torch.randn(1, 1, 32, 32)
out = net(input)
print(out.shape, round(out.sum().item(), 4))
net.zero_grad()
out.backward(torch.randn(1, 10))
output = net(input)
target = torch.randn(10)
target = target.view(1, -1)
criterion = nn.MSELoss()
loss = criterion(output, target)
print(round(loss.item(), 4))
print(type(loss.grad_fn).__name__)
print(type(loss.grad_fn.next_functions[0][0]).__name__)
print(type(loss.grad_fn.next_functions[0][0].next_functions[0][0]).__name__)
net.zero_grad()
print('conv1.bias.grad before backward')
print(net.conv1.bias.grad)
loss.backward()
print('conv1.bias.grad after backward')
print(torch.round(net.conv1.bias.grad, decimals=3))
learning_rate = 0.01
for f in net.parameters():
    f.data.sub_(f.grad.data * learning_rate)
optimizer = optim.SGD(net.parameters(), lr=0.01)
for step in range(3):
    optimizer.zero_grad()
    output = net(input)
    loss = criterion(output, target)
    loss.backward()
    optimizer.step()
    print(step, round(loss.item(), 4))

class CifarNet(nn.Module):
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
        return self.fc3(x)

classes = ('plane', 'car', 'bird', 'cat', 'deer', 'dog', 'frog', 'horse', 'ship', 'truck')
cnet = CifarNet()
criterion = nn.CrossEntropyLoss()
optimizer = optim.SGD(cnet.parameters(), lr=0.001, momentum=0.9)
images = torch.randn(4, 3, 32, 32)
labels = torch.tensor([3, 8, 8, 0])
running_loss = 0.0
for i in range(4):
    optimizer.zero_grad()
    outputs = cnet(images)
    loss = criterion(outputs, labels)
    loss.backward()
    optimizer.step()
    running_loss += loss.item()
print(f'loss: {running_loss / 4:.3f}')
print('GroundTruth: ', ' '.join(f'{classes[labels[j]]:5s}' for j in range(4)))
with torch.no_grad():
    outputs = cnet(images)
_, predicted = torch.max(outputs, 1)
print(predicted.shape, predicted.dtype)
correct_pred = {classname: 0 for classname in classes}
total_pred = {classname: 0 for classname in classes}
for label, prediction in zip(labels, predicted):
    if label == prediction:
        correct_pred[classes[label]] += 1
    total_pred[classes[label]] += 1
for classname, total in total_pred.items():
    if total:
        print(f'{classname:5s}: seen {total}')
PATH = '/tmp/pyprog6_cifar_net.pth'
torch.save(cnet.state_dict(), PATH)
net2 = CifarNet()
print(net2.load_state_dict(torch.load(PATH)))
print(torch.equal(net2(images), cnet(images)))
