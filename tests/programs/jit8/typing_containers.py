# Typing (test_typing.py): annotated empty containers, nested containers, isinstance,
# tuple types, and List/Dict annotations via comments and variables.
import torch
from typing import Dict, List, Optional, Tuple


@torch.jit.script
def nested() -> Dict[str, List[Tuple[int, float]]]:
    d: Dict[str, List[Tuple[int, float]]] = {}
    d["a"] = torch.jit.annotate(List[Tuple[int, float]], [])
    d["a"].append((1, 2.0))
    d["b"] = [(3, 4.5), (5, 6.5)]
    return d


@torch.jit.script
def type_comment(x: int):
    # type: (int) -> List[int]
    out = torch.jit.annotate(List[int], [])
    for i in range(x):
        out.append(i)
    return out


@torch.jit.script
def checks(x: Tuple[int, str], y: List[Optional[int]]) -> List[bool]:
    return [isinstance(x, tuple), isinstance(y, list), isinstance(x[0], int),
            isinstance(x[1], (int, str)), isinstance(y[0], int)]


@torch.jit.script
def dict_of_tensors(n: int) -> Dict[int, torch.Tensor]:
    d = torch.jit.annotate(Dict[int, torch.Tensor], {})
    for i in range(n):
        d[i] = torch.full([2], float(i))
    return d


@torch.jit.script
def list_of_lists(n: int) -> List[List[int]]:
    out: List[List[int]] = [torch.jit.annotate(List[int], []) for _ in range(n)]
    for i in range(n):
        for j in range(i):
            out[i].append(j)
    return out


print(nested())
print(type_comment(3))
print(checks((1, "a"), [None, 2]))
print(dict_of_tensors(2))
print(list_of_lists(4))
