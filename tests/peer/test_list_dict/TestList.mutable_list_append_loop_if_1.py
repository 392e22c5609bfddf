import torch
from typing import List

def test_append_loop_if():
    a = torch.jit.annotate(List[int], [])
    for i in range(5):
        if i > 3:
            a.append(i)
        else:
            a.append(0)
    return a == [0, 0, 0, 0, 4]
print(torch.jit.script(test_append_loop_if)())
