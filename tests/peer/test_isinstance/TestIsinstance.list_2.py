import torch
from typing import List
from typing import Tuple
from typing import Any

def list_str_test(x: Any):
    assert torch.jit.isinstance(x, List[str])
    assert not torch.jit.isinstance(x, List[int])
    assert not torch.jit.isinstance(x, Tuple[int])
x = ['1', '2', '3']
print(torch.jit.script(list_str_test)(x))
