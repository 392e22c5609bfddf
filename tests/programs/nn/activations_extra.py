import torch
import torch.nn.functional as F


@torch.jit.script
def more(x: torch.Tensor, w: torch.Tensor):
    return [F.threshold(x, 0.5, -1.0), F.glu(x, 0), F.glu(x.t(), -1), F.prelu(x, w), F.softshrink(x, 0.3),
            F.hardshrink(x), F.rrelu(x), F.softmin(x, 1), F.celu(x, 2.0), F.elu(x, 0.7), F.softplus(x, 0.5),
            F.gelu(x, approximate="none"), F.logsigmoid(-x), F.hardtanh(x, -0.5, 0.25), F.silu(x * 3)]


@torch.jit.script
def inplace(x: torch.Tensor):
    a = x.clone()
    F.elu(a, inplace=True)
    b = x.clone()
    F.threshold(b, 0.0, 5.0, inplace=True)
    c = x.clone()
    F.hardswish(c, inplace=True)
    d = x.clone()
    F.relu6(d, inplace=True)
    return a, b, c, d


x = (torch.arange(12).float().reshape(2, 6) - 5.5) / 2.2
for t in more(x, torch.tensor([0.25, -0.5, 1.0, 0.0, 2.0, -1.0])):
    print(t)
print(inplace(x))
print(F.relu6(torch.tensor([-3, 2, 9])), F.hardtanh(torch.tensor([-4, 0, 4]), -2, 3))
print(F.leaky_relu(torch.tensor([-2.0, 3.0]), negative_slope=0.5), F.selu(torch.tensor([[-1.0], [1.0]])))
print(F.softmax(torch.tensor([1.0, 2.0, 3.0]), dim=0), F.log_softmax(torch.tensor([[1.0, 2.0]]), dim=1))
print(F.softmax(torch.tensor([[1.0, 2.0], [0.5, 0.25]], dtype=torch.float64), dim=0))
