import torch
from typing import List


@torch.jit.script
def slices(s: str) -> List[str]:
    return [s[::2], s[::-1], s[1:-1], s[-3:], s[:100], s[5:2], s[-100:2], s[1::3], s[::-2], s[4:0:-1]]


@torch.jit.script
def list_slices(xs: List[int]) -> List[List[int]]:
    return [xs[::2], xs[::-1], xs[1:-1], xs[-3:], xs[:100], xs[5:2], xs[::-3], xs[-2::-2]]


@torch.jit.script
def tensor_slices(t: torch.Tensor):
    return t[::2], t[1:-1], t[-3:], t[5:2], t[:, 1:], t[1::2, ::3]


print(slices("abcdefgh"))
print(slices(""))
print(list_slices([0, 1, 2, 3, 4, 5, 6]))
for r in tensor_slices(torch.arange(24).reshape(6, 4)):
    print(r)
print(slices.code)
