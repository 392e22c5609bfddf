import torch
from typing import List


def f(x: torch.Tensor):
    b = torch.split(x, 2)
    return [t.tolist() for t in b]


try:
    torch.jit.script(f)
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
