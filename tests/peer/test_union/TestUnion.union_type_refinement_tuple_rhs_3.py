import torch
from typing import List
from typing import Union

def fn(x: Union[int, float, List[str]]) -> str:
    if isinstance(x, (int, float)):
        if isinstance(x, int):
            return str(x)
        else:
            return 'foo'
    elif len(x):
        return x[0]
    else:
        return 'bar'
print(torch.jit.script(fn)(['a', 'b', 'c']))
