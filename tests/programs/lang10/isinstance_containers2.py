import torch
from typing import Any, Dict, List, Tuple


@torch.jit.script
def check(x: Any) -> str:
    if torch.jit.isinstance(x, List[int]):
        return "ints " + str(len(x))
    if torch.jit.isinstance(x, Dict[str, float]):
        return "dict " + str(len(x))
    if torch.jit.isinstance(x, Tuple[int, str]):
        return "pair " + x[1]
    if isinstance(x, torch.Tensor):
        return "tensor " + str(x.dim())
    return "other"


print(check([1, 2]))
print(check({"a": 1.0}))
print(check((3, "s")))
print(check(torch.zeros(2, 3)))
print(check(2.5))
