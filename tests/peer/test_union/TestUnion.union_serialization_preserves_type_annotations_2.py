import torch
from typing import Union

def fn(x: int) -> str:
    if x % 2:
        y: Union[str, int] = 'bar'
    else:
        y: Union[str, int] = x
    if isinstance(y, str):
        return y
    else:
        return 'baz'
print(torch.jit.script(fn)(8))
