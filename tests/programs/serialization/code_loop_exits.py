# .code of loops that break, continue or return: PyTorch prints them after
# its exit transforms, as while-loops on loop-carried flags.
import torch
from typing import List, Tuple


@torch.jit.script
def while_break(x: int) -> int:
    i = 0
    while i < x:
        if i == 5:
            break
        i += 1
    return i


@torch.jit.script
def for_continue(xs: List[int]) -> int:
    s = 0
    for v in xs:
        if v < 0:
            continue
        s += v
    return s


@torch.jit.script
def break_and_continue(n: int) -> int:
    s = 0
    for i in range(n):
        if i % 2 == 0:
            continue
        if i > 7:
            break
        s += i
    return s


@torch.jit.script
def nested(n: int) -> int:
    s = 0
    for i in range(n):
        for j in range(n):
            if j > i:
                break
            s += j
        if s > 100:
            break
    return s


@torch.jit.script
def early_return(xs: List[int], t: int) -> int:
    for i in range(len(xs)):
        if xs[i] == t:
            return i
    return -1


@torch.jit.script
def while_true(x: torch.Tensor) -> torch.Tensor:
    while True:
        x = x * 2
        if bool(x.sum() > 10):
            break
    return x


@torch.jit.script
def while_continue(n: int) -> List[int]:
    out: List[int] = []
    i = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        out.append(i)
    return out


@torch.jit.script
def find_pair(xs: List[int], target: int) -> Tuple[int, int]:
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            if xs[i] + xs[j] == target:
                return i, j
    return -1, -1


@torch.jit.script
def first_negative(x: torch.Tensor) -> int:
    idx = -1
    i = 0
    while i < x.size(0):
        if bool(x[i] < 0):
            idx = i
            break
        i += 1
    return idx


@torch.jit.script
def skip_rows(x: torch.Tensor, limit: float) -> torch.Tensor:
    total = torch.zeros(x.size(1))
    for row in x:
        if bool(row.sum() < 0):
            continue
        for k in range(3):
            if k == 1:
                continue
            total = total + row
        if bool(total.sum() > limit):
            break
    return total


class Accumulate(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.steps = 4

    def forward(self, x: torch.Tensor) -> Tuple[torch.Tensor, int]:
        n = 0
        for _ in range(self.steps):
            if bool(x.max() > 8):
                break
            x = x * 2
            n += 1
        return x, n


for f in [while_break, for_continue, break_and_continue, nested, early_return, while_true,
          while_continue, find_pair, first_negative, skip_rows]:
    print(f.code)

print(while_break(10), for_continue([1, -2, 3]), break_and_continue(20), nested(6))
print(early_return([4, 5, 6], 6), while_true(torch.ones(2)), while_continue(7))
print(find_pair([1, 2, 3, 4], 7), first_negative(torch.tensor([1.0, -2.0, 3.0])))
print(skip_rows(torch.tensor([[1.0, 2.0], [-5.0, 1.0], [3.0, 3.0]]), 5.0))
m = torch.jit.script(Accumulate())
print(m.code)
print(m(torch.ones(2)))
