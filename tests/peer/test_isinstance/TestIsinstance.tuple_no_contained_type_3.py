import torch
from typing import Tuple
from typing import Any

def tuple_no_contained_type(x: Any):
    assert torch.jit.isinstance(x, Tuple)
x = ('1', '2', '3')
err_msg = 'Attempted to use Tuple without a contained type. Please add a contained type, e.g. Tuple\\[int\\]'
torch.jit.script(tuple_no_contained_type)
