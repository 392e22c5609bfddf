import torch
from typing import List, Tuple


@torch.jit.script
def tuple_slices(t: Tuple[int, int, int, int, int]):
    return t[1:3], t[::2], t[-2:], t[:-3], t[::-1], t[10:]


@torch.jit.script
def list_slices(xs: List[int]):
    return xs[1:], xs[:2], xs[::3], xs[-1::-2], xs[4:1], xs[-100:100]


@torch.jit.script
def str_slices(s: str):
    return s[1:4], s[::-1], s[::2], s[-3:], s[5:2]


@torch.jit.script
def tensor_slices(x: torch.Tensor):
    return x[1:3], x[::2], x[:, 1:], x[-1:, ::2]


print(tuple_slices((1, 2, 3, 4, 5)))
print(list_slices([0, 1, 2, 3, 4, 5, 6]))
print(str_slices("abcdefgh"))
for r in tensor_slices(torch.arange(12).reshape(4, 3)):
    print(r)
