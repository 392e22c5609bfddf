import torch
from torch import Tensor
from typing import List

def fn_with_comment(x: torch.Tensor) -> List:
    a: List = x.tolist()
    return a

def annotated_fn(x: torch.Tensor) -> List:
    a: List = x.tolist()
    return a
torch.jit.script(annotated_fn)
