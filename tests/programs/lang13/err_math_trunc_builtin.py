import math
import torch


def rounding(x: float):
    return math.floor(x), math.trunc(x)


print(rounding(2.5))
torch.jit.script(rounding)
