import torch
from typing import Dict, List

@torch.jit.script
def comps(n: int) -> List[List[int]]:
    sq = [i * i for i in range(n)]
    ev = [i * 2 for i in range(n // 2)]
    grid = [[i * j for j in range(3)] for i in range(n)]
    flat = [v for v in sq]
    return [sq, ev, flat] + grid

@torch.jit.script
def dcomp(words: List[str]) -> Dict[str, int]:
    return {w: len(w) for w in words}

print(comps(4))
print(dcomp(["a", "bb", "ccc"]))
