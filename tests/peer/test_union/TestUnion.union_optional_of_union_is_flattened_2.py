import torch
from typing import Optional
from typing import Union

@torch.jit.script
def fn(flag: int) -> Union[str, int, None]:
    y: Union[int, str, None] = 'foo'
    if flag == 0:
        x: Optional[Union[int, str]] = y
    elif flag == 1:
        x: Optional[Union[int, str]] = 1
    else:
        x: Optional[Union[int, str]] = None
    return x
print(fn(1))
