import torch
from typing import Union


@torch.jit.script
def g(x: Union[int, str]) -> str:
    return str(x)


print(g(1))
print(g(2.5))
