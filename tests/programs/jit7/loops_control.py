# Loops: for over range with steps and negatives, while with break/continue,
# nested loops with break, loops over dicts/strings/tensors, and loop-carried
# variables of different types.
import torch
from typing import Dict, List


@torch.jit.script
def ranges() -> List[int]:
    out: List[int] = []
    for i in range(10, 0, -3):
        out.append(i)
    for i in range(0, 10, 4):
        out.append(i)
    for i in range(-2):
        out.append(999)
    return out


print(ranges())


@torch.jit.script
def primes(n: int) -> List[int]:
    found: List[int] = []
    k = 2
    while len(found) < n:
        is_p = True
        for p in found:
            if p * p > k:
                break
            if k % p == 0:
                is_p = False
                break
        k += 1
        if not is_p:
            continue
        found.append(k - 1)
    return found


print(primes(10))


@torch.jit.script
def search(grid: List[List[int]], target: int) -> List[int]:
    pos = [-1, -1]
    for i in range(len(grid)):
        for j in range(len(grid[i])):
            if grid[i][j] == target:
                pos = [i, j]
                break
        if pos[0] >= 0:
            break
    return pos


print(search([[1, 2], [3, 4], [5, 4]], 4), search([[1]], 7))


@torch.jit.script
def iterate(d: Dict[str, int], s: str, t: torch.Tensor):
    keys = ""
    for k in d:
        keys += k
    vals = 0
    for k, v in d.items():
        vals += v
    chars: List[str] = []
    for c in s:
        if c == " ":
            continue
        chars.append(c)
    rows: List[float] = []
    for row in t:
        rows.append(float(row.max()))
    return keys, vals, chars, rows


print(iterate({"a": 1, "b": 2, "c": 3}, "x y z", torch.tensor([[1.0, 5.0], [7.0, 2.0]])))


@torch.jit.script
def loop_carried(n: int) -> torch.Tensor:
    acc = torch.zeros(2)
    i = 0
    while True:
        i += 1
        if i > n:
            break
        if i % 2 == 0:
            continue
        acc = acc + i
    return acc


print(loop_carried(7))


@torch.jit.script
def while_else_free(xs: List[int]) -> int:
    i = 0
    total = 0
    while i < len(xs) and xs[i] >= 0:
        total += xs[i]
        i += 1
    return total * 100 + i


print(while_else_free([1, 2, -1, 5]))
