# Attribute routing of nn.Module: parameters, buffers and submodules land in
# their dicts; plain attributes in __dict__; errors as PyTorch raises them.
import torch
import torch.nn as nn


class Scale(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.weight = nn.Parameter(torch.ones(n))
        self.register_buffer("offset", torch.zeros(n))
        for i in range(3):
            self.register_buffer(f"buf{i}", torch.full((3,), float(i)))
        self.register_buffer("scratch", torch.ones(1), persistent=False)
        self.inner = nn.Identity()

    def forward(self, x):
        return x * self.weight + self.offset + self.buf2


m = Scale(3)
print(sorted(m.__dict__.keys()))
print(list(m._parameters.keys()), list(m._buffers.keys()), list(m._modules.keys()))
print(m.training, m.n)
print(m(torch.tensor([1.0, 2.0, 3.0])))
print(m.buf1)
print(type(m.weight).__name__, isinstance(m.weight, nn.Parameter), isinstance(m.offset, nn.Parameter))
print(m.weight.requires_grad, m.offset.requires_grad)
print(list(m.state_dict().keys()))

# Reassigning a buffer keeps it a buffer; None is allowed.
m.offset = torch.full((3,), 0.5)
print("offset" in m._buffers, m.offset)
m.offset = None
print(m._buffers["offset"])

# A plain tensor attribute is not a buffer.
m.plain = torch.zeros(1)
print("plain" in m.__dict__, "plain" in m._buffers)

# Replacing a submodule by a parameter moves it.
m.inner = nn.Parameter(torch.zeros(2))
print(list(m._modules.keys()), list(m._parameters.keys()))

del m.inner
print(list(m._parameters.keys()), hasattr(m, "inner"))

errors = [
    lambda: setattr(m, "weight", torch.zeros(3)),
    lambda: m.register_buffer("a.b", torch.zeros(1)),
    lambda: m.register_buffer("", torch.zeros(1)),
    lambda: m.register_buffer("n", torch.zeros(1)),
    lambda: m.register_buffer("x", 3),
    lambda: m.register_parameter("p", torch.zeros(1)),
    lambda: m.register_parameter(1, None),
    lambda: m.add_module("a.b", nn.ReLU()),
    lambda: m.add_module("q", 5),
    lambda: getattr(m, "missing"),
    lambda: m.register_parameter("computed", nn.Parameter(torch.ones(2)) * 2),
]
for fn in errors:
    try:
        fn()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)


class Early(nn.Module):
    def __init__(self):
        self.w = nn.Parameter(torch.zeros(1))
        super().__init__()


try:
    Early()
except AttributeError as e:
    print("AttributeError", e)


class NoForward(nn.Module):
    pass


try:
    NoForward()(1)
except NotImplementedError as e:
    print("NotImplementedError", e)

print(m.get_submodule(""))
print(m.get_parameter("weight").shape)
try:
    m.get_submodule("nothere")
except AttributeError as e:
    print(e)
