import torch
import torch.nn as nn


class Temperature:
    def __init__(self, c=0.0):
        self._c = c

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("deleting")
        self._c = None

    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32


t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
del t.celsius
print(t.celsius)
print(type(Temperature.celsius).__name__, Temperature.celsius.fget.__name__)


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 3)
        self._frozen = False

    @property
    def out_features(self):
        return self.lin.out_features

    @property
    def frozen(self):
        return self._frozen

    @frozen.setter
    def frozen(self, value):
        self._frozen = value
        for p in self.parameters():
            p.requires_grad_(not value)

    @property
    def device(self):
        return next(self.parameters()).device


m = Model()
print(m.out_features, m.frozen, m.device)
m.frozen = True
print([p.requires_grad for p in m.parameters()], m.frozen)


class Lazy:
    def __init__(self):
        self.calls = 0

    @property
    def value(self):
        self.calls += 1
        return self.calls * 10


lz = Lazy()
print(lz.value, lz.value, lz.calls)


class Broken(nn.Module):
    @property
    def thing(self):
        return self.nonexistent_attr


try:
    Broken().thing
except AttributeError as e:
    print("AttributeError:", e)
