import torch
from typing import List

def jit_min_list(a: List[bool], b: List[bool]) -> List[bool]:
    return min(a, b)
print(torch.jit.script(jit_min_list)([True, False], [False, True]))
