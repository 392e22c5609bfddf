# Unions print their members in PyTorch's order (by type kind, then by
# spelling), with int/float/complex folded into `number`, in .code and in
# messages.
import torch
from enum import Enum
from typing import Union, List, Tuple, Dict, Optional


class Color(Enum):
    RED = 1


@torch.jit.script
class Foo:
    def __init__(self):
        self.a = 1


@torch.jit.script
class Bar:
    def __init__(self):
        self.a = 1


def f1(x: Union[int, float]) -> int: return 1
def f2(x: Union[float, int, str]) -> int: return 1
def f3(x: Union[Bar, Foo, int]) -> int: return 1
def f4(x: Union[Color, str, torch.Tensor]) -> int: return 1
def f5(x: Union[complex, int]) -> int: return 1
def f6(x: Union[None, List[int], torch.Tensor, str]) -> int: return 1
def f7(x: Union[float, complex, int, str, None]) -> int: return 1
def f8(x: Optional[Union[int, str]]) -> int: return 1
def f9(x: Union[Dict[str, int], Dict[int, int], Tuple[int], Tuple[float, float]]) -> int: return 1
def f10(x: Union[str, int, float, torch.Tensor, List[int], None, bool, Tuple[int, int], complex, torch.device]) -> int: return 1


for f in [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10]:
    print(torch.jit.script(f).code.splitlines()[0])


def mixed(x: int):
    return torch.tensor([1, 2]) + [x, 2.5]


try:
    torch.jit.script(mixed)
except RuntimeError as e:
    print([l.strip() for l in str(e).splitlines() if "aten::add.Tensor" in l or "for argument 'other'" in l][:2])
