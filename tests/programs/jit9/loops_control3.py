import torch
from typing import List, Tuple

@torch.jit.script
def find_pairs(xs: List[int], target: int) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    for i in range(len(xs)):
        if xs[i] > target:
            continue
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                out.append((i, j))
                break
    return out

@torch.jit.script
def while_else(n: int) -> Tuple[int, int]:
    i = 0
    acc = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        if i > 10:
            break
        acc += i
    return i, acc

@torch.jit.script
def enum_zip(a: List[str], b: List[int]) -> List[str]:
    res: List[str] = []
    for i, (s, n) in enumerate(zip(a, b)):
        res.append(str(i) + s + str(n))
    for k, v in enumerate(b):
        res.append(str(k + v + 10))
    return res

@torch.jit.script
def nested_ret(m: List[List[int]]) -> int:
    for row in m:
        for v in row:
            if v < 0:
                return v
    return 0

print(find_pairs([1, 5, 3, 7, 2, 4], 6))
print(while_else(20), while_else(5))
print(enum_zip(["a", "b", "c"], [1, 2]))
print(nested_ret([[1, 2], [3, -4, -5]]), nested_ret([[1]]))
