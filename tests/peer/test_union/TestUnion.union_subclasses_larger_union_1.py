import torch
from torch import Tensor
from typing import Union

def fn() -> Union[int, str, torch.Tensor]:
    x: Union[int, str] = 'foo'
    return x
print(torch.jit.script(fn)())
