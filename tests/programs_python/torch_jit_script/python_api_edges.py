# torch.jit at the Python level: fork/wait of Python callables and script
# functions, the old ScriptModule API with torch.jit.Attribute, scripting an
# instance of a plain class, interface arguments from Python, and ints for
# float parameters of operators.
from typing import Dict, List

import torch
import torch.nn.functional as F


def square(x):
    return x * x


@torch.jit.script
def cube(x: torch.Tensor) -> torch.Tensor:
    return x * x * x


fut = torch.jit.fork(square, torch.tensor([3.0]))
print(torch.jit.wait(fut), fut.done())
print(torch.jit.wait(torch.jit.fork(cube, torch.tensor([2.0]))))


class Old(torch.jit.ScriptModule):
    def __init__(self):
        super().__init__()
        self.table = torch.jit.Attribute({"a": 1}, Dict[str, int])
        self.count = torch.jit.Attribute(3, int)


o = Old()
print(o.table, o.count)


class Counter:
    def __init__(self, start: int):
        self.n = start

    def bump(self, k: int) -> int:
        self.n += k
        return self.n


c = torch.jit.script(Counter(5))
print(c.bump(2), c.n)


@torch.jit.interface
class Named(object):
    def name(self) -> str:
        pass


@torch.jit.script
class Dog(object):
    def __init__(self):
        self.sound = "woof"

    def name(self) -> str:
        return "dog:" + self.sound


@torch.jit.script
def greet(n: Named) -> str:
    return "hello " + n.name()


print(greet(Dog()))
x = torch.tensor([[1, 2], [3, 4]])
print(F.pad(x, [1, 1], value=0))
print(F.pad(x.float(), (1, 1), "constant", 2))
t = torch.tensor([1.0, 2.0, 3.0, 4.0])
print(t.resize_(2, 2), t.resize_(3)[2], t.resize_as_(torch.zeros(1, 2)).shape)
