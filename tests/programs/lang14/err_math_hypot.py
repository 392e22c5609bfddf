import torch
import math
from typing import List


def f(x: float) -> float:
    return math.hypot(x, 4.0)


try:
    torch.jit.script(f)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
