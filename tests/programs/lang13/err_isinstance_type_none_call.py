import torch
from typing import Any, List, Optional, Tuple, Union


@torch.jit.script
def classify(x: Union[int, float, str, torch.Tensor]) -> str:
    if isinstance(x, (int, float)):
        return "number"
    elif isinstance(x, (str, List[int])):
        return "text"
    return "tensor"


@torch.jit.script
def opt_check(x: Optional[List[int]]) -> Tuple[bool, bool]:
    return isinstance(x, list), isinstance(x, (type(None), int))


print("not reached")
