import torch
from typing import List
from typing import Any

def list_in_if(x: Any):
    if torch.jit.isinstance(x, List[int]):
        assert True
    if torch.jit.isinstance(x, List[str]):
        assert not True
x = [1, 2, 3]
print(torch.jit.script(list_in_if)(x))
