import torch
from typing import List
from typing import Tuple

def foo(tups: List[Tuple[int, int]]):
    tups.sort(reverse=True)
    return tups
inputs = [(1, 2), (0, 2), (1, 3)]
print(torch.jit.script(foo)(inputs))
