import torch
from typing import List

def test_clear_empty():
    a = torch.jit.annotate(List[int], [])
    a.clear()
    return len(a) == 0
print(torch.jit.script(test_clear_empty)())
