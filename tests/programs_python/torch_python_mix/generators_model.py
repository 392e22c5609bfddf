import torch
import torch.nn as nn

torch.manual_seed(0)

def batches(data, size):
    for start in range(0, len(data), size):
        yield data[start:start + size]

def infinite(loader):
    while True:
        yield from loader

def running_mean(values):
    total, n = 0.0, 0
    for v in values:
        total += v
        n += 1
        yield total / n

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(4, 4) for _ in range(3))

    def features(self, x):
        for layer in self.layers:
            x = torch.tanh(layer(x))
            yield x

    def forward(self, x):
        *_, last = self.features(x)
        return last

data = torch.randn(10, 4)
net = Net()
sizes = [b.shape[0] for b in batches(data, 3)]
print(sizes)
feats = list(net.features(data[:2]))
print(len(feats), [tuple(f.shape) for f in feats])
print(torch.equal(net(data[:2]), feats[-1]))
gen = infinite([1, 2, 3])
print([next(gen) for _ in range(7)])
losses = (float(net(b).pow(2).mean()) for b in batches(data, 4))
print([round(m, 4) for m in running_mean(losses)])
g = (p.numel() for p in net.parameters())
print(type(g).__name__, sum(g), sum(g))
squares = {n: p.shape for n, p in net.named_parameters() if "weight" in n}
print(squares)
print({i: round(t.mean().item(), 3) for i, t in enumerate(feats)})
print({tuple(p.shape) for p in net.parameters()})
def counter():
    x = yield "start"
    while x is not None:
        x = yield x * 2
c = counter()
print(next(c), c.send(torch.tensor(3)), c.send(5))
try:
    c.send(None)
except StopIteration:
    print("stopped")
