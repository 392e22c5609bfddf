import torch
import math
from typing import List


def f(x: float) -> float:
    return round(x, 2)


try:
    torch.jit.script(f)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
