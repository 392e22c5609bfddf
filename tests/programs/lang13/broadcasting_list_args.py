import torch
from torch._jit_internal import BroadcastingList2, BroadcastingList3
from torch.nn.common_types import _size_2_t


@torch.jit.script
def sum_i(x: _size_2_t) -> int:
    return x[0] + x[1]


@torch.jit.script
def sum_f(x: BroadcastingList2[float]) -> float:
    return x[0] + x[1]


@torch.jit.script
def prod3(x: BroadcastingList3[int]) -> int:
    return x[0] * x[1] * x[2]


print(sum_i(4), sum_i([1, 2]), sum_i((5, 6)))
print(sum_f(4.5), sum_f([0.25, 0.5]))
print(prod3(2), prod3([1, 2, 3]))
