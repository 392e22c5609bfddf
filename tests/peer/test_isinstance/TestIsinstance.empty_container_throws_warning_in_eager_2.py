import torch
import warnings
from typing import List
from typing import Any

def fn(x: Any):
    torch.jit.isinstance(x, List[int])
with warnings.catch_warnings(record=True) as w:
    x: int = 2
    fn(x)
    print(len(w))
