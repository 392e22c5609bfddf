import torch
from typing import Union


def f(x: Union[int, str]) -> int:
    return x + 1


print("start")
torch.jit.script(f)
