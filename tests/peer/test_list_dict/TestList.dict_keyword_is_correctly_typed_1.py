import torch
from typing import Dict

def fn():
    x: Dict[str, int] = dict()
    x['foo'] = 1
    return x
print(torch.jit.script(fn)())
