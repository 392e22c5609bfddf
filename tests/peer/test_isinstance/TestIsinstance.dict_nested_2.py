import torch
from typing import Dict
from typing import Tuple
from typing import Any

def dict_nested(x: Any):
    assert torch.jit.isinstance(x, Dict[str, Tuple[str, str, str]])
    assert not torch.jit.isinstance(x, Dict[str, Tuple[int, int, int]])
x = {'a': ('aa', 'aa', 'aa'), 'b': ('bb', 'bb', 'bb')}
print(torch.jit.script(dict_nested)(x))
