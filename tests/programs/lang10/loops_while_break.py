import torch
from typing import List, Tuple


@torch.jit.script
def collatz(n: int) -> List[int]:
    out: List[int] = [n]
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        out.append(n)
        if len(out) > 50:
            break
    return out


@torch.jit.script
def find_pair(xs: List[int], target: int) -> Tuple[int, int]:
    found = (-1, -1)
    for i in range(len(xs)):
        done = False
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                found = (i, j)
                done = True
                break
        if done:
            break
    return found


@torch.jit.script
def skip_odd(n: int) -> int:
    total = 0
    i = 0
    while i < n:
        i += 1
        if i % 2 == 1:
            continue
        total += i
    return total


print(collatz(6))
print(collatz(27)[:5], len(collatz(27)))
print(find_pair([1, 4, 6, 9], 10), find_pair([1, 2], 10))
print(skip_odd(10), skip_odd(0))
