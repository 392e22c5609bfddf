# A list used as a tensor index converts to a long tensor whatever its
# element type (PyTorch's emitter passes dtype=torch.long to aten::tensor).
import torch
from typing import List


@torch.jit.script
def by_floats(x: torch.Tensor) -> torch.Tensor:
    ls = [0.1, 1.9, 2.3]
    return x[ls]


@torch.jit.script
def by_bools(x: torch.Tensor, b: List[bool]) -> torch.Tensor:
    return x[b]


@torch.jit.script
def by_ints(x: torch.Tensor, i: List[int]) -> torch.Tensor:
    return x[i, [0, 1, 0]]


x = torch.arange(8.0).reshape(4, 2)
print(by_floats(x))
print(by_bools(x, [True, False, True]))
print(by_ints(x, [3, 2, 1]))
