import torch
from typing import Any, Dict, List, Optional, Tuple, Union


@torch.jit.script
def describe(x: Any) -> str:
    if torch.jit.isinstance(x, List[int]):
        return "ints:" + str(len(x))
    if torch.jit.isinstance(x, Dict[str, torch.Tensor]):
        return "dict:" + ",".join(sorted(x.keys()))
    if torch.jit.isinstance(x, Tuple[int, str]):
        return "pair:" + x[1]
    if torch.jit.isinstance(x, Optional[torch.Tensor]):
        return "tensor-or-none"
    return "other"


print(describe([1, 2, 3]))
print(describe({"b": torch.ones(1), "a": torch.zeros(1)}))
print(describe((4, "four")))
print(describe(torch.ones(2)))
print(describe(None))
print(describe(2.5))


@torch.jit.script
def build(n: int) -> Dict[str, List[int]]:
    out = torch.jit.annotate(Dict[str, List[int]], {})
    acc = torch.jit.annotate(List[int], [])
    for i in range(n):
        acc.append(i * i)
        out[str(i)] = acc[:]
    return out


print(build(3))
print(build.code)


@torch.jit.script
def first_or(xs: List[Optional[int]], default: int) -> int:
    for v in xs:
        if v is not None:
            return v
    return default


print(first_or([None, 7, 3], -1), first_or([None], -1))
print(torch.jit.isinstance([1, 2], List[int]), torch.jit.isinstance([1, "a"], List[int]))


def eager(x: Union[int, List[int]]) -> int:
    if torch.jit.isinstance(x, int):
        return x
    return sum(x)


print(eager(3), eager([1, 2, 3]), torch.jit.script(eager)([4, 5]))
