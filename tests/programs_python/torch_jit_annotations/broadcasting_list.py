# BroadcastingListN[T] parameters, as torch.nn.functional declares them: an
# int (or float) or a list; a single number is repeated N times, both when
# script code calls the function and when Python does.
import torch
import torch.nn.functional as F
from torch._jit_internal import BroadcastingList1, BroadcastingList2, BroadcastingList3
from typing import List


@torch.jit.script
def pool(x: torch.Tensor, kernel_size: BroadcastingList2[int], scale: BroadcastingList1[float]) -> torch.Tensor:
    return F.max_pool2d(x, kernel_size) * scale[0]


@torch.jit.script
def sizes(k: BroadcastingList3[int]) -> List[int]:
    return k


@torch.jit.script
def caller(x: torch.Tensor) -> torch.Tensor:
    return pool(x, 2, 0.5) + pool(x, [2, 2], [1.0])


x = torch.arange(16.0).reshape(1, 1, 4, 4)
print(pool(x, 2, 1.0))
print(pool(x, [2, 1], 2.0))
print(pool(x, (1, 2), [3.0]))
print(sizes(4))
print(sizes([1, 2, 3]))
print(caller(x))
print(caller.code)
try:
    sizes(2.5)
except RuntimeError as e:
    print(str(e).splitlines()[0])
