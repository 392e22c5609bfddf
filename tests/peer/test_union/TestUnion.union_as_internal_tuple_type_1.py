import torch
from typing import Tuple
from typing import Union

def fn():
    t: Tuple[Union[int, str], Union[int, str]] = (1, 'foo')
    return t
print(torch.jit.script(fn)())
