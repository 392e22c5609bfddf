# isinstance on Any / container element types, tuples of types, and
# refinement of torch.Tensor vs. lists inside script functions.
import torch
from typing import Any, List, Dict, Tuple, Optional


@torch.jit.script
def kind(x: Any) -> str:
    if isinstance(x, List[int]):
        return "list[int] " + str(sum(x))
    if isinstance(x, Dict[str, int]):
        return "dict " + str(len(x))
    if isinstance(x, Tuple[int, str]):
        return "tuple " + x[1]
    if isinstance(x, (int, float)):
        return "number"
    if isinstance(x, torch.Tensor):
        return "tensor " + str(x.dim())
    return "other"


print(kind([1, 2, 3]))
print(kind({"a": 1, "b": 2}))
print(kind((1, "z")))
print(kind(3), kind(2.5))
print(kind(torch.ones(2, 2)))
print(kind("s"))


@torch.jit.script
def static_checks(a: List[int], b: Optional[torch.Tensor], c: Tuple[int, int]):
    return (isinstance(a, list), isinstance(a, List[int]), isinstance(a, List[float]),
            isinstance(b, torch.Tensor), isinstance(c, tuple), isinstance(c, (list, tuple)),
            isinstance(3, int), isinstance(3.0, int))


print(static_checks([1], torch.zeros(1), (1, 2)))
print(static_checks([1], None, (1, 2)))


@torch.jit.script
def flatten(xs: List[Any]) -> List[int]:
    out: List[int] = []
    for x in xs:
        if isinstance(x, int):
            out.append(x)
        elif isinstance(x, List[int]):
            out.extend(x)
    return out


print(flatten([1, [2, 3], "skip", 4, [5]]))
