import torch
from typing import List


@torch.jit.script
def find_pair(xs: List[int], target: int) -> List[int]:
    result: List[int] = []
    for i in range(len(xs)):
        found = False
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                result = [i, j]
                found = True
                break
        if found:
            break
    return result


@torch.jit.script
def skip_odds(n: int) -> int:
    total = 0
    i = 0
    while i < n:
        i += 1
        if i % 2 == 1:
            continue
        if i > 8:
            break
        total += i
    return total


@torch.jit.script
def collatz(n: int) -> int:
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@torch.jit.script
def grid(n: int) -> str:
    out = ""
    for i in range(n):
        for j in range(n):
            if j > i:
                continue
            out += str(i * j)
        out += "|"
    return out


@torch.jit.script
def range_variants() -> List[int]:
    out: List[int] = []
    for i in range(10, 0, -3):
        out.append(i)
    for i in range(2, 5):
        out.append(i)
    for i in range(0, -5, -2):
        out.append(i)
    return out


print(find_pair([1, 4, 6, 3], 7), find_pair([1, 2], 10))
print(skip_odds(5), skip_odds(20))
print(collatz(6), collatz(27))
print(grid(4))
print(range_variants())
