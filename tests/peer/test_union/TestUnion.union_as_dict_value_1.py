import torch
from typing import Dict
from typing import Union

def fn():
    x: Dict[str, Union[int, str]] = {}
    x['foo'] = 'bar'
    x['baz'] = 2
    return x['baz']
print(torch.jit.script(fn)())
