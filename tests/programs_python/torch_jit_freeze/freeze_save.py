import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.bn = nn.BatchNorm2d(2)
        self.fc = nn.Linear(8, 3)
        with torch.no_grad():
            self.conv.weight.copy_(torch.linspace(-1, 1, 18).reshape(2, 1, 3, 3))
            self.fc.weight.copy_(torch.linspace(-0.5, 0.5, 24).reshape(3, 8))
            self.conv.bias.fill_(0.1)
            self.fc.bias.fill_(-0.2)
            self.bn.running_var.fill_(2.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.relu(self.bn(self.conv(x)))
        return self.fc(y.flatten(1))


frozen = torch.jit.freeze(torch.jit.script(Net().eval()))
x = torch.linspace(0, 1, 16).reshape(1, 1, 4, 4)
path = "frozen.pt"
torch.jit.save(frozen, path)
loaded = torch.jit.load(path)
with torch.no_grad():
    print(torch.round(frozen(x) * 1000) / 1000)
    print(torch.allclose(loaded(x), frozen(x)))
print(frozen.code)
print(len(list(loaded.parameters())))
