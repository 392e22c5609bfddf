import torch
from typing import Dict, List


@torch.jit.script
def comp(xs: List[str]) -> Dict[str, int]:
    return {x: len(x) for x in xs}


@torch.jit.script
def comp2(d: Dict[str, int]) -> Dict[int, str]:
    return {v: k for k, v in d.items()}


@torch.jit.script
def comp3(n: int) -> Dict[int, List[int]]:
    return {i: [j for j in range(i)] for i in range(n)}


@torch.jit.script
def comp_tensor(xs: List[int]) -> Dict[str, torch.Tensor]:
    return {str(i): torch.tensor(i) * 2 for i in xs}


print(comp(["a", "bb", "ccc", "bb"]))
print(comp2({"x": 1, "y": 2, "z": 1}))
print(comp3(4))
print(comp_tensor([1, 2]))
