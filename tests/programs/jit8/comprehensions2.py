# Comprehensions: list/dict comprehensions over lists, ranges, strings, dicts, tensors,
# nested comprehensions and comprehension-captured variables.
import torch
from typing import Dict, List


@torch.jit.script
def basics(n: int) -> List[List[int]]:
    return [[i * j for j in range(3)] for i in range(n)]


@torch.jit.script
def over_str(s: str) -> List[str]:
    return [c.upper() for c in s]


@torch.jit.script
def over_dict(d: Dict[str, int]) -> Dict[str, int]:
    return {k + "!": v * 2 for k, v in d.items()}


@torch.jit.script
def over_tensor(x: torch.Tensor) -> List[int]:
    return [int(v) for v in x]


@torch.jit.script
def captured(xs: List[int], k: int) -> List[int]:
    return [x + k for x in xs]


@torch.jit.script
def zip_comp(a: List[int], b: List[str]) -> List[str]:
    return [s + str(n) for n, s in zip(a, b)]


@torch.jit.script
def enum_comp(xs: List[float]) -> Dict[int, float]:
    return {i: x for i, x in enumerate(xs)}


@torch.jit.script
def tensor_list(n: int) -> torch.Tensor:
    return torch.stack([torch.full([2], float(i)) for i in range(n)])


print(basics(3))
print(over_str("abc"))
print(over_dict({"a": 1, "b": 2}))
print(over_tensor(torch.tensor([3, 4, 5])))
print(captured([1, 2], 10))
print(zip_comp([1, 2, 3], ["a", "b"]))
print(enum_comp([0.5, 1.5]))
print(tensor_list(3))
