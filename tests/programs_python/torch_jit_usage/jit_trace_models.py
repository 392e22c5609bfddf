import io
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(19)

class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.fc = nn.Linear(4 * 2 * 2, 3)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.bn(self.conv(x))), 2)
        x = x.flatten(1)
        return F.log_softmax(self.fc(x), dim=1)

model = SmallCNN().eval()
example = torch.randn(2, 1, 4, 4)
traced = torch.jit.trace(model, example)
print(type(traced).__name__)
x = torch.randn(3, 1, 4, 4)
print(torch.allclose(traced(x), model(x), atol=1e-6))
print(traced(x).exp().sum(1).round(decimals=4))
print(traced.code)
print([n for n, _ in traced.named_children()])
buf = io.BytesIO()
torch.jit.save(traced, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(torch.allclose(loaded(x), traced(x)))

def f(a, b):
    c = a * b
    return c.sum(dim=0), c.max()
tf = torch.jit.trace(f, (torch.ones(2, 3), torch.ones(2, 3)))
print(tf(torch.arange(6.).view(2, 3), torch.full((2, 3), 2.0)))
print(tf.code)

class WithLoop(nn.Module):
    def forward(self, x):
        for i in range(x.size(0)):
            x = x + i
        return x
tl = torch.jit.trace(WithLoop(), torch.zeros(3))
print(tl(torch.zeros(5)))
print(tl.code)

class TwoOut(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(2, 2)
    def forward(self, x, y):
        return {"sum": self.l(x) + y, "diff": self.l(x) - y}
t2 = torch.jit.trace(TwoOut(), (torch.ones(1, 2), torch.ones(1, 2)), strict=False)
out = t2(torch.ones(1, 2), torch.zeros(1, 2))
print(sorted(out.keys()), out["sum"].shape)
traced_fn = torch.jit.trace(lambda t: t.relu() + 1, torch.randn(3))
print(traced_fn(torch.tensor([-1.0, 0.0, 2.0])))
