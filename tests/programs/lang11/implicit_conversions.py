# Calls of script functions, methods and overloads, and returns, convert
# tensors and numbers implicitly (PyTorch's tryConvertToType with
# allow_conversions); annotated assignments and list literals do not.
import math
from typing import List, Optional, Tuple

import torch


@torch.jit.script
def total(xs: List[int]) -> int:
    return sum(xs)


@torch.jit.script
def packs_varargs(a: int) -> int:
    return total(a, 2, 3)


@torch.jit.script
def scale(x: float, y: Optional[int] = None) -> float:
    if y is None:
        return x
    return x * y


@torch.jit.script
def tensor_args(t: torch.Tensor) -> float:
    return scale(t, t)


@torch.jit.script
def tensor_return(t: torch.Tensor) -> float:
    return t


@torch.jit.script
def number_return(t: torch.Tensor) -> int:
    return t.item()


@torch.jit.script
def math_on_number(t: torch.Tensor) -> float:
    return math.sqrt(t.sum().item())


@torch.jit.script
def tuple_return(t: torch.Tensor) -> Tuple[float, int]:
    return (t, t.item())


class Accumulator:
    def __init__(self, start: float):
        self.value = start

    def add(self, w: int) -> float:
        self.value += w
        return self.value


@torch.jit.script
def class_calls(t: torch.Tensor) -> float:
    acc = Accumulator(t)
    return acc.add(t)


print(packs_varargs(1))
print(tensor_args(torch.tensor(2)))
print(tensor_return(torch.tensor(2.5)))
print(number_return(torch.tensor(3.75)))
print(math_on_number(torch.full([4], 4.0)))
print(tuple_return(torch.tensor(2)))
print(class_calls(torch.tensor(3)))
print(tensor_return.code)
print(number_return.code)

for source in ["def f(x: torch.Tensor) -> int:\n    y: int = x.item()\n    return y\n",
               "def f(x: torch.Tensor) -> List[float]:\n    return [x.item()]\n",
               "def f(x: bool) -> float:\n    return x\n"]:
    try:
        torch.jit.CompilationUnit(source)
    except RuntimeError as e:
        print(str(e).strip().splitlines()[0])

try:
    tensor_return(torch.ones(2))
except RuntimeError as e:
    print(str(e).strip().splitlines()[-1])
