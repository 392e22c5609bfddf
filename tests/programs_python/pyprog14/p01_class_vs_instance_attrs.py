import torch.nn as nn


class Config:
    layers = []
    depth = 2
    name = "base"

    def add(self, x):
        self.layers.append(x)

    def bump(self):
        self.depth += 1


a, b = Config(), Config()
a.add(1)
b.add(2)
print(a.layers, Config.layers, a.layers is b.layers)
a.bump()
print(a.depth, b.depth, Config.depth, "depth" in a.__dict__, "depth" in b.__dict__)
Config.depth = 10
print(a.depth, b.depth)
del a.depth
print(a.depth)
b.name = "inst"
print(Config.name, b.name, vars(b))


class Net(nn.Module):
    expansion = 4
    counter = 0

    def __init__(self):
        super().__init__()
        Net.counter += 1
        self.idx = Net.counter
        self.out_ch = 16 * self.expansion


class Wide(Net):
    expansion = 8


print(Net().out_ch, Wide().out_ch, Net.counter, Wide.counter, Wide().idx)
print(Wide.__mro__[1].__name__, Wide.expansion, super(Wide, Wide()).expansion if False else Net.expansion)
print(hasattr(Net, "idx"), hasattr(Net(), "idx"), getattr(Net, "missing", "dflt"))


class Counter:
    count = 0

    def __init__(self):
        type(self).count += 1


class Sub(Counter):
    pass


Counter(); Sub(); Sub()
print(Counter.count, Sub.count, "count" in Sub.__dict__)
