import torch
from torch import Tensor
from typing import Optional

def fn_with_comment(x: torch.Tensor) -> Optional:
    return (x, x)

def annotated_fn(x: torch.Tensor) -> Optional:
    return (x, x)
torch.jit.script(fn_with_comment)
