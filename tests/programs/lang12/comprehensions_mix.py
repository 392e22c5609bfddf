import torch
from typing import Dict, List


@torch.jit.script
def squares(n: int) -> List[int]:
    return [i * i for i in range(n)]


@torch.jit.script
def pairs(xs: List[str]) -> Dict[str, int]:
    return {s: len(s) for s in xs}


@torch.jit.script
def over_dict(d: Dict[str, int]) -> List[str]:
    return [k + "=" + str(v) for k, v in d.items()]


@torch.jit.script
def tensors(xs: List[torch.Tensor]) -> List[float]:
    return [float(x.sum()) for x in xs]


@torch.jit.script
def enumerate_zip(xs: List[int], ys: List[str]) -> List[str]:
    return [str(i) + y + str(x) for i, (x, y) in enumerate(zip(xs, ys))]


@torch.jit.script
def nested_list(n: int) -> List[List[int]]:
    return [[j for j in range(i)] for i in range(n)]


@torch.jit.script
def over_string(s: str) -> List[str]:
    return [c + c for c in s]


print(squares(5), squares(0))
print(pairs(["a", "bbb", ""]))
print(over_dict({"x": 1, "y": 2}))
print(tensors([torch.ones(3), torch.arange(4.0)]))
print(enumerate_zip([10, 20, 30], ["a", "b"]))
print(nested_list(4))
print(over_string("abc"))
