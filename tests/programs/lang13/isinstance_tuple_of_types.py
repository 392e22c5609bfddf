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
    return isinstance(x, list), isinstance(x, (int, List[int]))


print(classify(1), classify(2.5), classify("s"), classify(torch.ones(1)))
print(opt_check(None), opt_check([1]))
