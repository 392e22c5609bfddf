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
print(torch.jit.script(if_predicate)([]))
