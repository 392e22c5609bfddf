import torch
import torch.nn as nn


class Counter:
    pass


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)
        self.seq = nn.Sequential(nn.Linear(2, 2, bias=False), nn.ReLU())

    def forward(self, x):
        return self.seq(self.lin(x))


net = Net()
with torch.no_grad():
    net.lin.weight.copy_(torch.ones(2, 3))
    net.lin.bias.fill_(0.5)
    net.seq[0].weight.copy_(torch.tensor([[1.0, -1.0], [2.0, 0.0]]))
print(net.seq(torch.ones(1, 2)).detach())
s = torch.jit.script(net)
print(s(torch.ones(1, 3)).detach())
print([(n, tuple(p.shape)) for n, p in s.named_parameters()])
print(sum(p.numel() for p in s.parameters()), tuple([4]), tuple([1, 2]))
print(isinstance(s.lin.weight, nn.Parameter))
