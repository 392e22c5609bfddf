import torch
from typing import List, Optional, Union, Dict, Tuple, Any


@torch.jit.script
def kind(x: Union[int, float, str, List[int], Tuple[int, int]]) -> str:
    if isinstance(x, int):
        return "int " + str(x + 1)
    elif isinstance(x, float):
        return "float " + str(x * 2)
    elif isinstance(x, str):
        return "str " + x.upper()
    elif isinstance(x, list):
        return "list " + str(len(x))
    else:
        return "tuple " + str(x[0] + x[1])


@torch.jit.script
def static_checks(x: List[int], y: Optional[int]):
    return isinstance(x, list), isinstance(x, List[int]), isinstance(y, int), isinstance(y, (str, int)), isinstance(x, (int, list)), isinstance(x, torch.Tensor)


print(kind(3), kind(2.5), kind("ab"), kind([1, 2, 3]), kind((4, 5)))
print(static_checks([1], None))
print(static_checks([1], 4))
