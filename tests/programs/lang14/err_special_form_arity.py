import torch
from typing import List, Tuple


def c1(x: torch.Tensor, s: str):
    return getattr(x, s)


def c2(x: torch.Tensor):
    return isinstance(x)


def c3(x: int):
    return hasattr(x, "a", 3 )


def c4(x: int):
    return torch.jit.fork( x, [1, 2] )


def c5(x: List[int]):
    return [i for i in range(x, 2)]


def c6(x: torch.Tensor):
    return x.tolist(1, [2] )


def c7(x: torch.Tensor):
    return getattr(x, "a", 3)


def c8(x: torch.Tensor):
    return hasattr(x)


def c9(x: torch.Tensor):
    if isinstance(x, int, 3):
        return 1
    return 2


def c10(x: torch.Tensor):
    return getattr(x)


def c11(x: int):
    return hasattr(x, "real")


def c12(x: Tuple[int, int]):
    return hasattr(x, "a")


for f in [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12]:
    try:
        torch.jit.script(f)
        print("ok")
    except Exception as e:
        print(type(e).__name__)
        print(str(e).replace(__file__, "<file>"))
