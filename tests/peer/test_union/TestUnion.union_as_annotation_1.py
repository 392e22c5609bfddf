import torch
from typing import Union

def fn() -> Union[int, str]:
    x: Union[int, str] = 'foo'
    return x
print(torch.jit.script(fn)())
