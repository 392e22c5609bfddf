import torch
from typing import List

def foo():
    return (list([1, 2, 3]), list(('a', 'b')), list(range(5)), list('abcdefg'))

def foo2():
    x: List[int] = list()
    x.append(1)
    return (x,)
print(torch.jit.script(foo2)())
