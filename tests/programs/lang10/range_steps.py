import torch
from typing import List


@torch.jit.script
def ranges(a: int, b: int, c: int) -> List[List[int]]:
    return [[i for i in range(a)], [i for i in range(a, b)], [i for i in range(a, b, c)], [i for i in range(b, a, -c)]]


@torch.jit.script
def range_len(a: int, b: int, c: int) -> int:
    n = 0
    for _ in range(a, b, c):
        n += 1
    return n


print(ranges(2, 11, 3))
print(ranges(0, 5, 2))
print(ranges(-3, 3, 4))
print(range_len(0, 10, 3), range_len(10, 0, -3), range_len(5, 5, 1), range_len(0, -5, 1))
