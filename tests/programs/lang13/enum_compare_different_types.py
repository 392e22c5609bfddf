import torch
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


class Foo(Enum):
    X = 1


def f(a: Color, b: Foo) -> bool:
    return a == b


sf = torch.jit.script(f)
print(sf(Color.RED, Foo.X), sf(Color.GREEN, Foo.X))
print(sf.graph.findNode("aten::eq").kind())
