import torch
import torch.nn as nn
import torch.nn.functional as F


@torch.jit.script
def acts(x: torch.Tensor):
    return [F.gelu(x), F.gelu(x, approximate="tanh"), F.softmin(x, 0), F.log_softmax(x, 0), F.softmax(x, -1, dtype=torch.float64),
            F.threshold(x, 0.5, -9.0), F.rrelu(x, training=False), F.hardshrink(x, 0.6), F.softshrink(x, 0.6), F.relu6(x * 3),
            F.elu(x, 2.0), torch.nn.functional.silu(x), F.celu(x, 0.5), F.logsigmoid(x), F.gumbel_softmax(x, hard=True).sum()]


x = torch.tensor([-2.0, -0.5, 0.0, 0.3, 1.0, 4.0])
for t in acts(x):
    print(torch.round(t, decimals=4))
mods = [nn.GELU(), nn.GELU("tanh"), nn.SiLU(), nn.Mish(), nn.Hardswish(), nn.Tanhshrink(), nn.Softsign(), nn.Softplus(2.0, 5.0),
        nn.LeakyReLU(0.3), nn.ELU(0.7), nn.SELU(), nn.CELU(1.5), nn.Threshold(0.1, 20.0), nn.ReLU6(), nn.Sigmoid(), nn.Tanh(),
        nn.Softmax(0), nn.Softmin(0), nn.LogSoftmax(0), nn.Hardsigmoid(), nn.Hardtanh(-0.5, 0.5), nn.LogSigmoid(), nn.Softshrink(), nn.Hardshrink()]
for m in mods:
    s = torch.jit.script(m)
    print(type(m).__name__, m, torch.round(s(x), decimals=4))
torch.manual_seed(0)
print(torch.round(F.rrelu(x, training=True), decimals=4), torch.round(nn.RReLU(0.1, 0.3)(x), decimals=4))
