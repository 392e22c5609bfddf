import torch
import torch.nn as nn

torch.manual_seed(0)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 3)
        self.fc2 = nn.Linear(3, 2)

    def forward(self, x):
        h = torch.tanh(self.fc1(x))
        return self.fc2(h) + 1

m = Net()
x = torch.randn(5, 4)
t = torch.jit.trace(m, x)
print(t.code)
print(t.fc1.code)
print(torch.allclose(t(x), m(x)))
print(type(t).__name__, t.original_name)
for n, p in t.named_parameters():
    print(n, tuple(p.shape))
print([n for n, _ in t.named_children()])
