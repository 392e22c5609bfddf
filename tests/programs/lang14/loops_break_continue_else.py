import torch
from typing import List


@torch.jit.script
def find_first(xs: List[int], target: int) -> int:
    idx = -1
    for i in range(len(xs)):
        if xs[i] == target:
            idx = i
            break
    return idx


@torch.jit.script
def nested(n: int) -> List[int]:
    out: List[int] = []
    for i in range(n):
        if i % 2 == 0:
            continue
        j = 0
        while True:
            j += 1
            if j > i:
                break
            if j == 2:
                continue
            out.append(i * 10 + j)
    return out


@torch.jit.script
def while_cond(x: int) -> int:
    steps = 0
    while x != 1:
        if x % 2 == 0:
            x = x // 2
        else:
            x = 3 * x + 1
        steps += 1
        if steps > 100:
            break
    return steps


@torch.jit.script
def tensor_loop(t: torch.Tensor) -> int:
    count = 0
    for row in t:
        if bool(row.sum() > 3):
            break
        count += 1
    return count


print(find_first([5, 3, 7, 3], 3), find_first([1], 9))
print(nested(6))
print(while_cond(27), while_cond(1))
print(tensor_loop(torch.arange(12).reshape(4, 3)))
