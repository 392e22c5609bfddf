# torch.tensordot in script code: dims as int, list pair, tuple pair or
# tensor; negative dims, size-1 (broadcast) contracted dims, bad dims.
import torch
from typing import List, Tuple


@torch.jit.script
def by_int(a: torch.Tensor, b: torch.Tensor, n: int) -> torch.Tensor:
    return torch.tensordot(a, b, n)


@torch.jit.script
def by_lists(a: torch.Tensor, b: torch.Tensor, d: List[List[int]]) -> torch.Tensor:
    return torch.tensordot(a, b, dims=d)


@torch.jit.script
def by_tuple(a: torch.Tensor, b: torch.Tensor, d: Tuple[List[int], List[int]]) -> torch.Tensor:
    return torch.tensordot(a, b, d)


@torch.jit.script
def by_tensor(a: torch.Tensor, b: torch.Tensor, d: torch.Tensor) -> torch.Tensor:
    return torch.tensordot(a, b, dims=d)


@torch.jit.script
def default_dims(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return torch.tensordot(a, b)


a = torch.arange(24.0).reshape(2, 3, 4)
b = torch.arange(24.0).reshape(3, 4, 2)
print(by_int(a, b, 2))
print(by_int(a, b, 0).shape)
print(default_dims(a, b))
print(by_lists(a, b, [[-1, 1], [1, 0]]))
print(by_tuple(a, b, ([0], [2])))
print(by_tensor(a, b, torch.tensor([[1], [0]])))
print(by_tensor(b, a, torch.tensor(1)).shape)
# a size-1 contracted dim broadcasts against the other operand's
print(by_lists(torch.ones(2, 1), torch.arange(6.0).reshape(3, 2), [[1], [0]]))
print(by_int(torch.arange(4).reshape(2, 2), torch.arange(4).reshape(2, 2), 1))
for bad in ([[0], [0]], [[0, 0], [0, 1]], [[0], [0, 1]]):
    try:
        by_lists(a, b, bad)
    except Exception as e:
        print(type(e).__name__, str(e).strip().splitlines()[-1])
try:
    by_int(a, b, -1)
except Exception as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1])
