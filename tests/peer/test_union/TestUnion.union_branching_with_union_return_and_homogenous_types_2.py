import torch
from typing import Union

def fn(x: int) -> Union[int, str]:
    if x % 2:
        return 'foo'
    else:
        return 'bar'
print(torch.jit.script(fn)(8))
