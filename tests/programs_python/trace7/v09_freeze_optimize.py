import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4, 3)
        self.temperature = 2.0

    def forward(self, x):
        x = torch.relu(self.bn(self.conv(x)))
        x = x.mean([2, 3])
        return self.fc(x) / self.temperature

    @torch.jit.export
    def probs(self, x):
        return torch.softmax(self.forward(x), 1)


torch.manual_seed(0)
net = Net().eval()
x = torch.randn(2, 2, 5, 5)
ref = net(x)
s = torch.jit.script(net)
f = torch.jit.freeze(s)
print(type(f).__name__)
print(torch.allclose(f(x), ref, atol=1e-5))
print(hasattr(f, "probs"))
f2 = torch.jit.freeze(s, preserved_attrs=["probs"])
print(hasattr(f2, "probs"))
print(torch.allclose(f2.probs(x), torch.softmax(ref, 1), atol=1e-5))
print(sorted(n for n, _ in f.named_parameters()))
o = torch.jit.optimize_for_inference(torch.jit.script(net))
print(torch.allclose(o(x), ref, atol=1e-5))
print(torch.round(f(x), decimals=3))
try:
    torch.jit.freeze(torch.jit.script(Net()))
except Exception as e:
    print(type(e).__name__)
