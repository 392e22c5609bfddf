import torch
from typing import List
from typing import Union

def fn(x: Union[List[int], int]) -> int:
    if not torch.jit.isinstance(x, List[int]):
        return x
    else:
        x.append(1)
        return x[0]
print(torch.jit.script(fn)([1, 2, 3]))
