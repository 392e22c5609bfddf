import torch
from typing import Dict
from typing import Any

def dict_str_int_test(x: Any):
    assert torch.jit.isinstance(x, Dict[str, int])
    assert not torch.jit.isinstance(x, Dict[int, str])
    assert not torch.jit.isinstance(x, Dict[str, str])
x = {'a': 1, 'b': 2}
print(torch.jit.script(dict_str_int_test)(x))
