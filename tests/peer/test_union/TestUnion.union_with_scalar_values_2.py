import torch
from typing import Union

def fn(x: Union[int, float]) -> str:
    return 'foo'
print(torch.jit.script(fn)(1.0))
