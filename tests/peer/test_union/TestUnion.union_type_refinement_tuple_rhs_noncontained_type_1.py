import torch
from typing import List
from typing import Union

def fn(x: Union[int, List[str]]) -> str:
    if isinstance(x, (int, float)):
        y = x + x
        return str(y)
    elif len(x):
        return x[0]
    else:
        return 'bar'
print(torch.jit.script(fn)(1))
