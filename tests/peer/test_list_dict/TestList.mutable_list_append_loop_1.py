import torch
from typing import List

def test_append_loop():
    a = torch.jit.annotate(List[int], [])
    for i in range(5):
        a.append(i)
    return a == [0, 1, 2, 3, 4]
print(torch.jit.script(test_append_loop)())
