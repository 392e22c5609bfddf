import torch
from typing import List


@torch.jit.script
def first_negative(xs: List[int]) -> int:
    found = -1
    i = 0
    for x in xs:
        if x < 0:
            found = i
            break
        i += 1
    return found


@torch.jit.script
def sum_odd(n: int) -> int:
    total = 0
    k = 0
    while k < n:
        k += 1
        if k % 2 == 0:
            continue
        total += k
    return total


@torch.jit.script
def swap_loop(n: int):
    a, b = 1, 2
    for _ in range(n):
        a, b = b, a
    return a, b


@torch.jit.script
def countdown(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n, 0, -2):
        out.append(i)
    return out


print(first_negative([3, 4, -1, 5]), first_negative([1, 2]))
print(sum_odd(10), sum_odd(0))
print(swap_loop(3), swap_loop(4))
print(countdown(7))
