import torch
from typing import List

def slice_kwarg(x: List[int]):
    return x[slice(1, stop=2)]
torch.jit.script(slice_kwarg)
