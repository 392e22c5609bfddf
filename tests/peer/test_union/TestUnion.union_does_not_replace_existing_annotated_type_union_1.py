import torch
from typing import List
from typing import Union

def fn():
    x: List[Union[int, str]] = [1, 'foo', 3]
    x.append(2.0)
    return x
scripted = torch.jit.script(fn)
scripted()
