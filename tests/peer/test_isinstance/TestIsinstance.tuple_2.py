import torch
from typing import Tuple
from typing import Any

def tuple_test(x: Any):
    assert torch.jit.isinstance(x, Tuple[str, int, str])
    assert not torch.jit.isinstance(x, Tuple[int, str, str])
    assert not torch.jit.isinstance(x, Tuple[str])
x = ('a', 1, 'b')
print(torch.jit.script(tuple_test)(x))
