# Less common but real APIs: torch.utils.checkpoint, nn.utils.stateless.functional_call, LazyBatchNorm-free lazy
# stack, torch.jit.script on a helper used from Python, nn.init variants and module buffers in state_dict.
import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint
from torch.nn.utils.stateless import functional_call


@torch.jit.script
def swish(x: torch.Tensor, beta: float = 1.0) -> torch.Tensor:
    return x * torch.sigmoid(beta * x)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(3, 3)
        self.b = nn.LazyLinear(2)

    def forward(self, x):
        h = checkpoint(lambda t: swish(self.a(t)), x)
        return self.b(h)


torch.manual_seed(0)
net = Net()
x = torch.randn(4, 3, requires_grad=True)
y = net(x)
y.sum().backward()
print(y.shape, x.grad.shape, net.b.in_features, type(net.b).__name__)
print(swish(torch.tensor([0.0, 1.0])).round(decimals=4), type(swish).__name__)
params = {k: torch.zeros_like(v) for k, v in net.named_parameters()}
print(functional_call(net, params, (torch.ones(1, 3),)))
w = torch.empty(2, 3)
nn.init.xavier_uniform_(w, gain=nn.init.calculate_gain("tanh"))
print(w.shape, round(nn.init.calculate_gain("leaky_relu", 0.2), 4), nn.init.eye_(torch.empty(2, 3)))
print(nn.init.dirac_(torch.empty(2, 2, 3)).sum(), nn.init.constant_(torch.empty(2), 0.5))
sd = net.state_dict()
print(list(sd.keys()), sd["b.weight"].shape)
net2 = Net()
print(net2.load_state_dict(sd), net2.b.weight.shape, type(net2.b).__name__)
