import torch
from typing import List
from typing import Union

def fn(x: Union[List[int], int]) -> int:
    if torch.jit.isinstance(x, Union[int, float, str]):
        z = x + 1
        return z
    else:
        return 100
print(torch.jit.script(fn)(1))
