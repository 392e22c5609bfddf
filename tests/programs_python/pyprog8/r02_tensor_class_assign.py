# Assigning __class__ on tensors: between torch.Tensor, its subclasses and nn.Parameter.
import torch
import torch.nn as nn


class Tagged(torch.Tensor):
    def tag(self):
        return "tagged"


t = torch.ones(2)
t.__class__ = Tagged
print(type(t).__name__, t.tag(), isinstance(t, Tagged), type(t * 2).__name__)
t.__class__ = torch.Tensor
print(type(t).__name__, t)
p = torch.zeros(2, requires_grad=True)
p.__class__ = nn.Parameter
print(type(p).__name__, isinstance(p, nn.Parameter), p)
lin = nn.Linear(1, 1)
w = lin.weight
w.__class__ = torch.Tensor
print(type(w).__name__, isinstance(w, nn.Parameter))
try:
    t.__class__ = int
except TypeError as e:
    print("TypeError:", e)
u = nn.parameter.UninitializedParameter()
print(type(u).__name__, repr(u), nn.parameter.is_lazy(u), isinstance(u, nn.Parameter))
try:
    u.shape
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])
u.materialize((2, 3))
print(type(u).__name__, u.shape, nn.parameter.is_lazy(u), u.requires_grad)
b = nn.parameter.UninitializedBuffer()
b.materialize(4, dtype=torch.float64)
print(type(b).__name__, b.shape, b.dtype)
