import torch
from typing import Optional
from typing import Any

def optional_no_contained_type(x: Any):
    assert torch.jit.isinstance(x, Optional)
x = ('1', '2', '3')
err_msg = 'Attempted to use Optional without a contained type. Please add a contained type, e.g. Optional\\[int\\]'
torch.jit.script(optional_no_contained_type)
