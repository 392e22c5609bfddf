import torch
from typing import Union

@torch.jit.script
def fn(x: int) -> str:
    if torch.jit.isinstance(x, (Union[int, str], float)):
        y = x + x
        return str(y)
    else:
        return 'foo'
print(fn(1))
