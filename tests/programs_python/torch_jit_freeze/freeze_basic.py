import torch
import torch.nn as nn
from typing import List


class Block(nn.Module):
    def __init__(self, c: int):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.drop = nn.Dropout(0.5)
        with torch.no_grad():
            self.conv.weight.copy_(torch.linspace(-1, 1, c * c * 9).reshape(c, c, 3, 3))
            self.bn.running_mean.copy_(torch.linspace(0, 1, c))
            self.bn.running_var.copy_(torch.linspace(1, 2, c))
            self.bn.weight.copy_(torch.linspace(0.5, 1.5, c))
            self.bn.bias.copy_(torch.linspace(-0.1, 0.1, c))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.drop(torch.relu(self.bn(self.conv(x)))) + x


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.Sequential(Block(2), Block(2))
        self.scale = 2.0
        self.names: List[str] = ["a", "b"]
        self.register_buffer("offset", torch.tensor([0.25, -0.25]).reshape(1, 2, 1, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.training:
            x = x * 0
        return self.blocks(x) * self.scale + self.offset

    @torch.jit.export
    def describe(self) -> str:
        return ",".join(self.names)


net = Net().eval()
s = torch.jit.script(net)
x = torch.linspace(-1, 1, 32).reshape(1, 2, 4, 4)
frozen = torch.jit.freeze(s)
with torch.no_grad():
    want = s(x)
    print(torch.round(want * 1000) / 1000)
    print(torch.allclose(frozen(x), want, atol=1e-5))
print(isinstance(frozen, torch.jit.ScriptModule))
print(hasattr(frozen, "blocks"), hasattr(frozen, "scale"), hasattr(frozen, "offset"), hasattr(frozen, "describe"))
print(len(list(frozen.parameters())), len(list(frozen.buffers())))

# the frozen module is a copy: changing the original does not reach it
with torch.no_grad():
    s.offset.fill_(100.0)
    print(torch.allclose(frozen(x), want, atol=1e-5))

kept = torch.jit.freeze(torch.jit.script(Net().eval()), preserved_attrs=["describe", "names", "scale"])
print(kept.describe(), kept.scale, hasattr(kept, "offset"))

opt = torch.jit.optimize_for_inference(torch.jit.script(net))
with torch.no_grad():
    print(torch.allclose(opt(x), frozen(x), atol=1e-5))
print(hasattr(opt, "blocks"))
