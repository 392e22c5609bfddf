import torch
from typing import List
from typing import Dict
from typing import Union

def fn(x: Union[List[int], Dict[str, int]]) -> int:
    if torch.jit.isinstance(x, List[int]):
        return x[0]
    else:
        return list(x.values())[0]
print(torch.jit.script(fn)([1, 2, 3]))
