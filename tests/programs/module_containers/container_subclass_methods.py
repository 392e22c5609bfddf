# Subclasses of Sequential / ModuleList / ModuleDict with a forward (or other
# methods) of their own compile as their class and still iterate/index as
# containers; other attributes of the subclass are not container items.
import torch
import torch.nn as nn


class AddN(nn.Module):
    def __init__(self, n: float):
        super().__init__()
        self.n = n

    def forward(self, x):
        return x + self.n


class Residual(nn.Sequential):
    def __init__(self):
        super().__init__(AddN(1.0), nn.ReLU(), AddN(10.0))
        self.scale = 2.0

    def forward(self, x):
        y = x
        for m in self:
            y = m(y)
        return x + y * self.scale


class Mixin(nn.Module):
    def __init__(self):
        super().__init__()


class Blocks(Mixin, nn.ModuleList):
    def __init__(self, mods):
        Mixin.__init__(self)
        nn.ModuleList.__init__(self, mods)

    def forward(self, x):
        for i, m in enumerate(self):
            x = m(x) * (i + 1)
        return x + self[0](x)

    def __len__(self):
        return 7


class Router(nn.ModuleDict):
    def __init__(self):
        super().__init__({"a": AddN(3.0), "b": AddN(-1.0)})

    def forward(self, x):
        for k, m in self.items():
            x = m(x)
        return x * self["a"](x)


class Top(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = Blocks([AddN(1.0), AddN(2.0)])

    def forward(self, x):
        return self.blocks(x), len(self.blocks)


x = torch.tensor([-20.0, 0.5])
print(torch.jit.script(Residual())(x))
print(torch.jit.script(Blocks([AddN(1.0), AddN(2.0)]))(x))
print(torch.jit.script(Router())(x))
print(torch.jit.script(Top())(x))
