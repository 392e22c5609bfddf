import torch
from typing import Union

def fn(x: Union[int, str]) -> str:
    if isinstance(x, str):
        z = x + 'bar'
        return x
    else:
        return 'baz'
print(torch.jit.script(fn)(1))
