import torch
from typing import List


@torch.jit.script
def primes(n: int) -> List[int]:
    out: List[int] = []
    for k in range(2, n):
        is_prime = True
        for p in out:
            if p * p > k:
                break
            if k % p == 0:
                is_prime = False
                break
        if not is_prime:
            continue
        out.append(k)
    return out


@torch.jit.script
def grid(n: int) -> List[str]:
    rows: List[str] = []
    for i in range(n):
        row = ""
        for j in range(n):
            if j > i:
                break
            if (i + j) % 2 == 1:
                row += "."
                continue
            row += "#"
        rows.append(row)
    return rows


print(primes(40))
for r in grid(5):
    print(r)
