import torch
from typing import List

def test_nested_loop():
    a = torch.jit.annotate(List[int], [])
    for i in range(2):
        for j in range(2):
            a.append(i + j)
    return a == [0, 1, 1, 2]
print(torch.jit.script(test_nested_loop)())
