import torch
from torch import Tensor
from typing import Tuple

def fn_with_comment(x: torch.Tensor) -> Tuple:
    return (x, x)

def annotated_fn(x: torch.Tensor) -> Tuple:
    return (x, x)
torch.jit.script(fn_with_comment)
