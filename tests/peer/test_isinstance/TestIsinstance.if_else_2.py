import torch
from typing import Tuple
from typing import Any

def list_in_if_else(x: Any):
    if torch.jit.isinstance(x, Tuple[str, str, str]):
        assert True
    else:
        assert not True
x = ('a', 'b', 'c')
print(torch.jit.script(list_in_if_else)(x))
