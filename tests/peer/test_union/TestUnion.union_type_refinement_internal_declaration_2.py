import torch
from typing import Union

def fn(flag: bool) -> str:
    x: Union[int, str, None] = None
    if flag:
        y = 'foo'
    else:
        y = 1
    if isinstance(x, str):
        return x
    else:
        return 'bar'
print(torch.jit.script(fn)(False))
