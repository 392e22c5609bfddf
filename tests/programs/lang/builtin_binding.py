# How calls bind: a method's object goes to the schema argument named `self`
# (Tensor.where), `input=` names an aten op's self, torch.jit.annotate
# converts a tensor to a number, x.H / x.type(dtype), id(), nested tuples of
# types in isinstance, and the Python values the script boundary converts
# (a device string, bytes for a str).
import torch
from typing import List, Optional, Union


@torch.jit.script
def where_method(x, y):
    return x.where(x > 0.0, y)


print(where_method(torch.tensor([[1.5, -2.0], [-0.5, 0.25]]), torch.ones(2, 2)))


@torch.jit.script
def input_keyword(x):
    return torch.ceil(input=x), torch.neg(input=x), torch.sum(input=x, dim=0)


print(input_keyword(torch.tensor([[1.5, -2.25], [0.5, 3.0]])))


@torch.jit.script
def annotate_number(a, b):
    return torch.jit.annotate(float, a), torch.jit.annotate(int, b)


print(annotate_number(torch.tensor(2.5), torch.tensor(7)))


@torch.jit.script
def adjoint(x, t: torch.dtype):
    return x.H, x.type(t), x.type(torch.int32)


print(adjoint(torch.tensor([[1.5, 2.0, -3.25]]), torch.float64))
try:
    adjoint(torch.ones(3), torch.float64)
except RuntimeError as e:
    print(str(e).strip().splitlines()[-1])


@torch.jit.script
class Box(object):
    def __init__(self, v: int):
        self.v = v


@torch.jit.script
def identities():
    a = Box(1)
    b = a
    c = Box(1)
    return id(a) == id(b), id(a) == id(c), id(None)


print(identities())


@torch.jit.script
def kinds(a: Union[int, float, str, List[int]]):
    n = 0
    if isinstance(a, (int, (float,), str)):
        n += 1
    if isinstance(a, ((List[int],),)):
        n += 10
    return n


print(kinds(1), kinds(2.5), kinds("s"), kinds([1]))


@torch.jit.script
def on_device(d: torch.device, s: str):
    return d, ord(s)


print(on_device("cpu", b"\xc2"))
print(on_device(torch.device("cpu"), "a"))


@torch.jit.script
def conjugate_transposes(x):
    return x.H, x.mH, x.adjoint()


print(conjugate_transposes(torch.tensor([[1 + 2j, 3j]])))
print(conjugate_transposes(torch.tensor([[1.0, 2.0]])))
