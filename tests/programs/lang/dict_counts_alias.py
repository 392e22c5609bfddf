import torch
from typing import Dict, List

@torch.jit.script
def histogram(n: int) -> int:
    values: List[int] = []
    for i in range(n):
        values.append((i * 7919) % 10)
    counts: Dict[int, int] = {}
    for v in values:
        if v in counts:
            counts[v] += 1
        else:
            counts[v] = 1
    print(counts)
    best = 0
    for k, c in counts.items():
        if c > best:
            best = c
    print(best)
    values.sort()
    return best + values[len(values) // 2]

print(histogram(30))
