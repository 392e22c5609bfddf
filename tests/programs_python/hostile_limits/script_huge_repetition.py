# Script code that asks for more memory than the address space holds gets
# a RuntimeError it can catch, as PyTorch's failed allocations give, and
# the program goes on.
from typing import List

import torch


@torch.jit.script
def repeat_list(n: int) -> List[int]:
    return [0, 1] * n


@torch.jit.script
def pad_str(n: int) -> str:
    return "abc".center(n) + "abc".zfill(n)


for name, fn in [("list", repeat_list), ("center/zfill", pad_str)]:
    for n in [3, 2**46]:
        try:
            print(name, n, len(fn(n)))
        except RuntimeError as e:
            print(name, n, "RuntimeError", str(e).strip().splitlines()[-1])

# A torch function whose result no memory holds raises RuntimeError at the
# Python level too (PyTorch's bindings turn std::bad_alloc into one).
try:
    torch.ones(6).tensor_split(2**46)
except RuntimeError as e:
    print("tensor_split RuntimeError", e)
print(len(torch.ones(6).tensor_split(4)))
