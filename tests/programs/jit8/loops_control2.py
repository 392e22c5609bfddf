# Loops and control flow: while/break/continue, nested loops, range forms, zip/enumerate,
# reversed, loop-carried types, early returns inside loops.
import torch
from typing import Dict, List, Tuple


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
def find_pair(xs: List[int], target: int) -> Tuple[int, int]:
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                return i, j
    return -1, -1


@torch.jit.script
def ranges() -> List[int]:
    out: List[int] = []
    for i in range(10, 0, -3):
        out.append(i)
    for i in range(2, 5):
        if i == 3:
            continue
        out.append(i * 100)
    for i, (a, b) in enumerate(zip([1, 2, 3], [4, 5])):
        out.append(i + a * b)
    for v in [7, 8][::-1]:
        out.append(v)
    return out


@torch.jit.script
def tensor_loop(x: torch.Tensor) -> torch.Tensor:
    i = 0
    while bool(x.sum() < 100):
        x = x * 2
        i += 1
        if i > 50:
            break
    return x


@torch.jit.script
def iterate_tensor(x: torch.Tensor) -> List[float]:
    out: List[float] = []
    for row in x:
        out.append(float(row.sum()))
    return out


@torch.jit.script
def dict_loop(d: Dict[str, int]) -> List[str]:
    out: List[str] = []
    for k in d:
        out.append(k + str(d[k]))
    return out


print(collatz(27), collatz(1))
print(find_pair([1, 4, 6, 9], 10), find_pair([1], 3))
print(ranges())
print(tensor_loop(torch.tensor([1.0, 2.0])))
print(iterate_tensor(torch.arange(6.).reshape(3, 2)))
print(dict_loop({"a": 2, "b": 1}))
