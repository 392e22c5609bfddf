import torch
import torch.nn.functional as F
from typing import List


def helper(x: torch.Tensor) -> torch.Tensor:
    return x + 1


@torch.jit.script
def pick(x: torch.Tensor, use_relu: bool) -> torch.Tensor:
    f = torch.relu
    h = helper
    g = F.gelu
    if use_relu:
        y = f(x)
    else:
        y = h(x)
    return g(y)


@torch.jit.script
def unpack_grown(n: int) -> int:
    items: List[int] = []
    items.append(n)
    items.append(n * 2)
    a, b = items
    return a + b


@torch.jit.script
def unpack_wrong(n: int) -> int:
    items: List[int] = [n]
    items.append(n)
    items.append(n)
    a, b = items
    return a + b


print(pick(torch.tensor([1.0, -2.0]), True))
print(pick(torch.tensor([1.0, -2.0]), False))
print(unpack_grown(4))
print(pick.code)
print(unpack_wrong(1))
