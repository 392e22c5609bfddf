import torch
from typing import List
from typing import Dict
from typing import Any

def list_nested(x: Any):
    assert torch.jit.isinstance(x, List[Dict[str, int]])
    assert not torch.jit.isinstance(x, List[List[str]])
x = [{'a': 1, 'b': 2}, {'aa': 11, 'bb': 22}]
print(torch.jit.script(list_nested)(x))
