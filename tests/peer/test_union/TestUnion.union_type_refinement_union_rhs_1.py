import torch
from typing import Union

def fn(x: int) -> str:
    if torch.jit.isinstance(x, Union[int, str]):
        return 'bar'
    else:
        return 'baz'
print(torch.jit.script(fn)(1))
