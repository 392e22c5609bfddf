import torch
import torch.nn as nn

class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x ** 2 + self.y ** 2

p = Point(3, 4)
print(p.__dict__)
print(sorted(k for k in Point.__dict__ if not k.startswith("__")))
print("norm2" in Point.__dict__, "x" in Point.__dict__)
print(vars(p))
p.__dict__["z"] = 5
print(p.z, vars(p))
print(type(Point.__dict__["norm2"]).__name__)
print(Point.__dict__["dims"])
print(Point.__name__, Point.__qualname__, Point.__module__)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
        self.scale = 3.0
        self.register_buffer("running", torch.zeros(2))
    def forward(self, x):
        return self.fc(x) * self.scale

net = Net()
keys = sorted(net.__dict__.keys())
print([k for k in keys if not k.startswith("_")])
print(sorted(net._modules.keys()), sorted(net._parameters.keys()), sorted(net._buffers.keys()))
print(net.__dict__["scale"], "fc" in net.__dict__)
d = dir(net)
for name in ["fc", "scale", "running", "forward", "parameters", "state_dict", "training", "zero_grad", "__call__"]:
    print(name, name in d)
print(d == sorted(d))
print([n for n in dir(p) if not n.startswith("__")])
print(getattr(net, "scale"), hasattr(net, "missing"))
setattr(p, "w", 1)
print(sorted(vars(p).items()))
