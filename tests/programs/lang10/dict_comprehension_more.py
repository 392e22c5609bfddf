import torch
from typing import Dict, List


@torch.jit.script
def squares(n: int) -> Dict[int, int]:
    return {i: i * i for i in range(n)}


@torch.jit.script
def index_words(words: List[str]) -> Dict[str, int]:
    return {w: len(w) for w in words}


@torch.jit.script
def invert(d: Dict[str, int]) -> Dict[int, str]:
    return {v: k for k, v in d.items()}


@torch.jit.script
def from_zip(keys: List[str], vals: List[float]) -> Dict[str, float]:
    return {k: v for k, v in zip(keys, vals)}


print(squares(5))
print(index_words(["a", "bb", "ccc", "bb"]))
print(invert({"x": 1, "y": 2}))
print(from_zip(["a", "b", "c"], [0.5, 1.5]))
