import torch
from typing import List
from typing import Dict
from typing import Any

def list_in_while_loop(x: Any):
    count = 0
    while torch.jit.isinstance(x, List[Dict[str, int]]) and count <= 0:
        count = count + 1
    assert count == 1
x = [{'a': 1, 'b': 2}, {'aa': 11, 'bb': 22}]
print(torch.jit.script(list_in_while_loop)(x))
