import torch
from typing import List

def fn(arg1: List[str]) -> str:
    return '%s in template' % arg1[0]
print(torch.jit.script(fn)(['foo', 'bar']))
