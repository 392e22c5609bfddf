import torch
from typing import List

def foo(strs: List[str]):
    strs.sort()
    return strs
inputs = ['str3', 'str2', 'str1']
print(torch.jit.script(foo)(inputs))
