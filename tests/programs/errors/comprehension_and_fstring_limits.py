# Constructs PyTorch's frontend rejects: NotSupportedError, with its message
# and source range (an empty one for comprehensions, so no caret line).
import torch
from typing import Dict, List


def evens(xs: List[int]) -> List[int]:
    return [x for x in xs if x % 2 == 0]


def pairs(xs: List[int]) -> List[int]:
    return [x * y for x in xs for y in xs]


def index(xs: List[str]) -> Dict[str, int]:
    return {x: i for i, x in enumerate(xs) if i > 0}


def money(v: float) -> str:
    return f"total {v:.2f} units"


def shout(s: str) -> str:
    return f"{s!r} now"


for fn in [evens, pairs, index, money, shout]:
    try:
        torch.jit.script(fn)
        print(fn.__name__, "compiled")
    except torch.jit.frontend.NotSupportedError as e:
        lines = str(e).splitlines()
        caret = [l.strip() for l in lines if "<--- HERE" in l]
        print(fn.__name__, type(e).__name__, lines[0], caret)
