import torch
from typing import Union

def fn(x: int) -> Union[int, str]:
    return 'foo'
print(torch.jit.script(fn)(1))
