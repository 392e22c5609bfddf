import torch
from typing import List
from typing import Optional
from typing import Any

def optional_nested(x: Any):
    assert torch.jit.isinstance(x, Optional[List[str]])
x = ['a', 'b', 'c']
print(torch.jit.script(optional_nested)(x))
