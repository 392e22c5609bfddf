import torch
from typing import Dict, List


def helper(xs, scale):
    out = []
    for x in xs:
        out.append(x * scale)
    return out


@torch.jit.script
def total(xs: List[float]) -> float:
    s = 0.0
    for x in xs:
        s += x
    return s


values = [1, 2, 3]
scaled = helper(values, 2)
print(scaled, total([1.5, 2.5]), total([]))
count = 0
for v in values:
    if v % 2 == 1:
        count += v
print(f"count={count} ratio={count / 4}")
words = {"a": 1, "bb": 2}
print(words, str(2.0), [0.1, 0.25], ("x", 1))
