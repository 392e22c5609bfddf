import torch
from typing import List


@torch.jit.script
def accumulate(x: torch.Tensor, n: int) -> torch.Tensor:
    y = torch.zeros_like(x)
    for i in range(n):
        y = y + torch.exp(-x) * 0.5 + x * float(i)
    return y


@torch.jit.script
def mutated_inside(x: torch.Tensor, n: int) -> List[float]:
    # x changes every iteration, so x * 2 is not invariant.
    out: List[float] = []
    for i in range(n):
        out.append(float((x * 2).sum()))
        x.add_(1.0)
    return out


@torch.jit.script
def print_then_fail(x: torch.Tensor, y: torch.Tensor, n: int) -> torch.Tensor:
    acc = x
    for i in range(n):
        print("iteration", i)
        acc = acc + x * y
    return acc


@torch.jit.script
def with_break(x: torch.Tensor, n: int) -> torch.Tensor:
    y = x
    for i in range(n):
        if i == 2:
            break
        y = y + x.sin()
    return y


@torch.jit.script
def nested(x: torch.Tensor, n: int, m: int) -> torch.Tensor:
    y = torch.zeros_like(x)
    for i in range(n):
        for j in range(m):
            y = y + x.cos() * 2.0
        y = y - x.tanh()
    return y


x = torch.linspace(-1.0, 1.0, 5)
for n in [0, 1, 3]:
    print(n, accumulate(x, n))
print(mutated_inside(torch.ones(3), 3))
print(with_break(x, 5))
print(nested(x, 2, 3), nested(x, 0, 3), nested(x, 3, 0))
print(print_then_fail(x, x, 2))
print(print_then_fail(x, torch.ones(2), 0))
print_then_fail(x, torch.ones(2), 2)
