import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple

torch.manual_seed(0)

def fn(x, y):
    l = {"a": x}
    x_view = l["a"]
    a = x + x
    x_view.add_(y)
    b = x + x
    return a == b
print(torch.jit.script(fn)(torch.rand(2, 3), torch.rand(2, 3)))
