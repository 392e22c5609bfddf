import torch
from typing import Dict, List


@torch.jit.script
def lookup_ok(adj: Dict[int, List[int]], k: int) -> List[int]:
    empty: List[int] = []
    return adj.get(k, empty)


print(lookup_ok({1: [2, 3]}, 1), lookup_ok({1: [2, 3]}, 5))


@torch.jit.script
def lookup(adj: Dict[int, List[int]], k: int) -> List[int]:
    return adj.get(k, [])
