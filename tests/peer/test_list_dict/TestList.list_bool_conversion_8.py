import torch
from typing import List

def if_predicate(l: List[int]):
    if l:
        s = 0
        for n in l:
            s += n
        return s
    else:
        return -1

def while_predicate(l: List[int]):
    s = 0
    while l:
        s += l.pop()

def ternary_predicate(l: List[int]):
    return 'non-empty' if l else 'empty'
print(torch.jit.script(ternary_predicate)([]))
