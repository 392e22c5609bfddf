import torch
import torch.nn as nn


def show(graph):
    for line in str(graph).splitlines():
        print(line.split(" # ")[0])




class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.fc2 = nn.Linear(8, 2)

    def forward(self, x):
        x = torch.relu(self.fc1(x))
        return self.fc2(x)


torch.manual_seed(0)
net = Net()
x = torch.randn(3, 4)
traced = torch.jit.trace(net, x)
print(traced.code)
print(traced.fc1.code)
show(traced.graph)
show(traced.fc1.graph)
print(traced)
y = traced(x)
print(y.shape, torch.allclose(y, net(x)))
