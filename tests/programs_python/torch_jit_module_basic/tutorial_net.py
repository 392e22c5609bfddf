# A tutorial-style network scripted from a live instance: calls, attributes,
# code, parameters shared with the Python module, train/eval, repr.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.fc1 = nn.Linear(4, hidden)
        self.fc2 = nn.Linear(hidden, 2)
        self.scale = 0.5
        self.name = "net"
        self.register_buffer("offset", torch.ones(2))

    def forward(self, x):
        h = F.relu(self.fc1(x))
        return self.fc2(h) * self.scale + self.offset


torch.manual_seed(0)
net = Net(8)
scripted = torch.jit.script(net)
x = torch.randn(3, 4)
print(torch.allclose(net(x), scripted(x)))
print(scripted(x).shape)
print(scripted.forward(x).shape)
print(scripted.scale, scripted.name, scripted.training)
print(type(scripted).__name__, scripted.original_name, scripted.fc1.original_name)
print(scripted)
print(scripted.code)
print([n for n, _ in scripted.named_parameters()])
print([n for n, _ in scripted.named_buffers()])
print(list(scripted.state_dict().keys()))
print([name for name, _ in scripted.named_modules()])
print(len(list(scripted.children())), len(list(scripted.parameters())))
# Parameters are shared with the Python module.
print(scripted.fc1.weight is net.fc1.weight or torch.equal(scripted.fc1.weight, net.fc1.weight))
with torch.no_grad():
    net.fc1.bias.fill_(1.0)
print(scripted.fc1.bias)
scripted.eval()
print(scripted.training, scripted.fc1.training, net.training)
scripted.train()
print(scripted.training, scripted.fc2.training)
scripted.scale = 2.0
print(scripted.scale)
print(isinstance(scripted, torch.jit.ScriptModule), isinstance(scripted, nn.Module))
