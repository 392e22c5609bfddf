import torch
from typing import Any, Dict, List, Optional, Tuple, Union


@torch.jit.script
def describe(x: Any) -> str:
    if isinstance(x, int):
        return "int"
    elif isinstance(x, float):
        return "float"
    elif isinstance(x, str):
        return "str"
    elif isinstance(x, torch.Tensor):
        return "tensor"
    elif isinstance(x, List[int]):
        return "list of int"
    elif isinstance(x, Dict[str, int]):
        return "dict"
    elif isinstance(x, Tuple[int, str]):
        return "pair"
    return "other"


@torch.jit.script
def static_checks(x: List[int], y: Optional[int]) -> List[bool]:
    return [isinstance(x, list), isinstance(x, List[int]), isinstance(y, int), isinstance(y, (int, float)),
            isinstance(x, (str, list))]


print(describe(1), describe(1.5), describe("a"), describe(torch.ones(1)), describe([1, 2]),
      describe({"a": 1}), describe((1, "b")), describe([1.5]))
print(static_checks([1], None), static_checks([], 3))
