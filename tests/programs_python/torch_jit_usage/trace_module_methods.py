import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2, 3)

    def forward(self, x):
        x = torch.relu(self.conv(x))
        return self.fc(x.mean(dim=(2, 3)))

    def features(self, x):
        return self.conv(x).flatten(1)


torch.manual_seed(0)
net = Net().eval()
x = torch.randn(2, 1, 5, 5)
tm = torch.jit.trace_module(net, {"forward": x, "features": x})
print(type(tm).__name__, hasattr(tm, "features"))
print(torch.allclose(tm(x), net(x)), torch.allclose(tm.features(x), net.features(x)))
x2 = torch.randn(3, 1, 5, 5)
print(tm(x2).shape, tm.features(x2).shape)
traced = torch.jit.trace(net, x, check_inputs=[(torch.randn(4, 1, 5, 5),), (torch.randn(1, 1, 6, 6),)])
print(traced(torch.randn(1, 1, 7, 7)).shape)
calls = []
net.fc.register_forward_hook(lambda m, i, o: calls.append(tuple(o.shape)))
t2 = torch.jit.trace(net, x)
print(calls)
t2(x)
print(len(calls))


@torch.jit.script_if_tracing
def pad_to(x: torch.Tensor, n: int) -> torch.Tensor:
    if x.size(-1) < n:
        return torch.nn.functional.pad(x, [0, n - x.size(-1)])
    return x


def f(x):
    return pad_to(x, 4) * 2


tf = torch.jit.trace(f, torch.ones(2, 3))
print(tf(torch.ones(1, 2)), tf(torch.ones(1, 5)).shape)
print(f(torch.ones(1, 2)))
