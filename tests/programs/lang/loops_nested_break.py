import torch
from typing import List, Tuple


@torch.jit.script
def grid(n: int) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    for i in range(n):
        for j in range(n):
            if j > i:
                break
            if (i + j) % 2 == 1:
                continue
            out.append((i, j))
    return out


@torch.jit.script
def stepped() -> List[int]:
    r: List[int] = []
    for i in range(10, 0, -3):
        r.append(i)
    for i in range(1, 10, 4):
        r.append(i * 100)
    for i in range(5, 5):
        r.append(-1)
    return r


@torch.jit.script
def count_while(n: int) -> int:
    k = 0
    total = 0
    while k < n:
        k += 1
        if k == 3:
            continue
        if total > 20:
            break
        total += k
    return total * 1000 + k


print(grid(4))
print(stepped())
print(count_while(10), count_while(2))
