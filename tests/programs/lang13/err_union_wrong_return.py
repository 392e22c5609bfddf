import torch
from typing import Union


def f(x: int) -> Union[int, str]:
    if x > 0:
        return x
    return 1.5


print("start")
torch.jit.script(f)
