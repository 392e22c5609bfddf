from abc import ABC, abstractmethod, ABCMeta
import torch.nn as nn


class Loss(ABC):
    @abstractmethod
    def compute(self, pred, target):
        ...

    @property
    @abstractmethod
    def name(self):
        ...

    def __call__(self, pred, target):
        return self.compute(pred, target)


class L1(Loss):
    def compute(self, pred, target):
        return abs(pred - target)

    @property
    def name(self):
        return "l1"


class Partial(Loss):
    def compute(self, pred, target):
        return 0


try:
    Loss()
except TypeError as e:
    print("TypeError:", e)
try:
    Partial()
except TypeError as e:
    print("TypeError:", e)
l = L1()
print(l(3, 5), l.name, isinstance(l, Loss), Loss.__abstractmethods__ == frozenset({"compute", "name"}), L1.__abstractmethods__)


class Plugin(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if any("run" in B.__dict__ for B in C.__mro__):
            return True
        return NotImplemented


class Runner:
    def run(self):
        pass


print(issubclass(Runner, Plugin), isinstance(3, Plugin))


class Seq(ABC):
    pass


Seq.register(list)
print(isinstance([], Seq), issubclass(tuple, Seq))


class Block(nn.Module, ABC):
    @abstractmethod
    def forward(self, x):
        pass


class Concrete(Block):
    def forward(self, x):
        return x + 1


print(Concrete()(1))
try:
    Block()
except TypeError as e:
    print("TypeError:", e)
try:
    nn.Module()(1)
except NotImplementedError as e:
    print("NotImplementedError:", e)
import numbers
print(isinstance(3, numbers.Integral), isinstance(3.5, numbers.Real), isinstance(1j, numbers.Real), isinstance(True, numbers.Number))
from collections.abc import Mapping, Sequence, Iterable, Callable
print(isinstance({}, Mapping), isinstance("s", Sequence), isinstance(iter([]), Iterable), isinstance(len, Callable), isinstance(nn.Linear(1, 1), Callable))
