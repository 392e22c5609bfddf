import torch
from collections import namedtuple
from typing import NamedTuple


class Counter(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.n = 1
        self.scale = torch.ones(2)

    def forward(self, x):
        return x * self.scale + self.n

    @torch.jit.export
    def __getstate__(self):
        return (self.n, self.scale, self.training)

    @torch.jit.export
    def __setstate__(self, state):
        # state's type comes from __getstate__: (int, Tensor, bool)
        self.n = state[0] + 10
        self.scale = state[1] * 2
        self.training = state[2]


m = torch.jit.script(Counter())
torch.jit.save(m, "counter.pt")
loaded = torch.jit.load("counter.pt")
print(loaded.n, loaded(torch.zeros(2)))


class Base(torch.nn.Module):
    def forward(self, x):
        return self.twice(x) + 1

    def twice(self, x):
        return x * 2


class Other(torch.nn.Module):
    def twice(self, x):
        return x * 3

    def extra(self, x):
        return x - 1


class Both(Other, Base):
    def __init__(self):
        super().__init__()


# Python's MRO: twice from Other, forward from Base.
print(torch.jit.script(Both())(torch.ones(2)))


class NoGetState(torch.nn.Module):
    def forward(self, x):
        return x

    @torch.jit.export
    def __setstate__(self, state):
        self.training = state


try:
    torch.jit.script(NoGetState())
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])


class WithTensorDefault(NamedTuple):
    x: torch.Tensor = torch.zeros(1)


def takes(p: WithTensorDefault):
    return p.x


try:
    torch.jit.script(takes)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])

First = namedtuple("Pair", ["a", "b"])
Second = namedtuple("Pair", ["c"])


def uses(x: First, y: Second) -> First:
    return x


try:
    torch.jit.script(uses)
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
