import torch
import torch.nn as nn


class Gate(nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            return x * 2
        return x - 1


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.gate = Gate()

    def forward(self, x):
        h = self.lin(x)
        for i in range(x.size(0)):
            h = h + i
        return self.gate(h)


torch.manual_seed(0)
net = Net()
x = torch.ones(2, 3)
traced = torch.jit.trace(net, x)
print(type(traced).__name__, type(traced.gate).__name__, traced.original_name, traced.gate.original_name)
y = traced(x)
print(torch.allclose(y, net(x)))
x3 = -torch.ones(4, 3) * 10
print(torch.allclose(traced(x3), net(x3)))
print(traced.code.count("add"))
print([n for n, _ in traced.named_children()], [n for n, _ in traced.named_parameters()])
print(traced.gate.code.strip())
with torch.jit.optimized_execution(False):
    print(traced(torch.zeros(1, 3)).shape)
traced_f = torch.jit.trace(lambda t: t.view(t.size(0), -1), torch.ones(2, 3, 4))
print(traced_f(torch.ones(5, 2, 2)).shape)
print(torch.jit.is_tracing())


def shape_use(t):
    n = t.shape[0]
    return t.new_zeros(n, 2) + (1 if torch.jit.is_tracing() else 0)


ts = torch.jit.trace(shape_use, torch.ones(3, 1))
print(ts(torch.ones(5, 1)).shape, ts(torch.ones(5, 1)).sum().item())
