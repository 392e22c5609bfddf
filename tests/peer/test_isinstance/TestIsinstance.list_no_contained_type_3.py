import torch
from typing import List
from typing import Any

def list_no_contained_type(x: Any):
    assert torch.jit.isinstance(x, List)
x = ['1', '2', '3']
err_msg = 'Attempted to use List without a contained type. Please add a contained type, e.g. List\\[int\\]'
torch.jit.script(list_no_contained_type)
