import torch
from typing import List
from typing import Union

def fn(x: Union[List[int], int]) -> int:
    if not isinstance(x, int):
        x.append(1)
        return x[0]
    else:
        return x
print(torch.jit.script(fn)([1, 2, 3]))
