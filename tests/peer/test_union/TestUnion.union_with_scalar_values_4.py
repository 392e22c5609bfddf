import torch
from typing import Union

def fn(x: Union[int, float]) -> str:
    return 'foo'
scripted = torch.jit.script(fn)
scripted('1')
