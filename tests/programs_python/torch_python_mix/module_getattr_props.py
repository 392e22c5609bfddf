import torch
import torch.nn as nn

torch.manual_seed(0)

class Config:
    HIDDEN = 8
    ACTS = {"relu": nn.ReLU, "gelu": nn.GELU}

class Wrapper(nn.Module):
    EXPANSION = 2

    def __init__(self, inner):
        super().__init__()
        self.inner = inner
        self._temp = 1.5

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.inner, name)

    @property
    def temperature(self):
        return self._temp

    @temperature.setter
    def temperature(self, v):
        if v <= 0:
            raise ValueError(f"temperature must be positive, got {v}")
        self._temp = v

    @property
    def num_params(self):
        return sum(p.numel() for p in self.parameters())

    def forward(self, x):
        return self.inner(x) / self.temperature

net = Wrapper(nn.Linear(4, Config.HIDDEN * Wrapper.EXPANSION))
print(net.in_features, net.out_features, net.num_params)
print(net.weight.shape, net.inner.bias.shape)
net.temperature = 2.0
print(net.temperature, net._temp)
try:
    net.temperature = -1
except ValueError as e:
    print("ValueError:", e)
try:
    net.does_not_exist
except AttributeError as e:
    print("AttributeError:", e)
act = Config.ACTS["gelu"]()
print(act, isinstance(act, nn.GELU), isinstance(act, nn.Module), issubclass(nn.GELU, nn.Module))
y = net(torch.randn(2, 4))
print(y.shape, f"{y.sum().item():.4f}")
print(hasattr(net, "inner"), hasattr(net, "nope"), getattr(net, "nope", "default"))
print("inner" in net._modules, "weight" in dict(net.named_parameters(recurse=True)) , sorted(dict(net.named_parameters()).keys()))
setattr(net, "extra", nn.Tanh())
print(list(net._modules.keys()))
delattr(net, "extra")
print(list(net._modules.keys()))
print(type(net).__name__, type(net).__mro__[1].__name__, Wrapper.__bases__)
