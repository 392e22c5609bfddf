import torch
from typing import Dict
from typing import Any

def dict_no_contained_type(x: Any):
    assert torch.jit.isinstance(x, Dict)
x = {'a': 'aa'}
err_msg = 'Attempted to use Dict without contained types. Please add contained type, e.g. Dict\\[int, int\\]'
torch.jit.script(dict_no_contained_type)
