import torch
import torch.nn as nn


class Outer:
    class Inner:
        pass

    class Error(Exception):
        pass


def make_model():
    class Net(nn.Module):
        def forward(self, x):
            return x * 2
    return Net()


m = make_model()
print(Outer.Inner, type(Outer.Inner()), Outer.Error, Outer.Inner.__qualname__, Outer.Inner.__name__)
print(type(m), type(m).__qualname__, m)
try:
    raise Outer.Error("boom")
except Exception as e:
    print(repr(e), type(e))


class Renamed:
    __qualname__ = "Other.Name"


print(Renamed, Renamed.__name__)
Renamed.__qualname__ = "Third"
print(Renamed, int, torch.Tensor, nn.Linear)
raise Outer.Error("final")
