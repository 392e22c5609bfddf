import torch
from typing import Dict
from typing import Union

def fn():
    x: Dict[Union[int, str], str] = {}
    x['foo'] = 'bar'
    x[1] = 2
    return x[1]
torch.jit.script(fn)
