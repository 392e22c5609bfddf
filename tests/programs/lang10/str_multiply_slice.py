import torch
from typing import List


@torch.jit.script
def slices(s: str) -> List[str]:
    return [s[1:], s[:-1], s[::2], s[::-1], s[-3:], s[10:], s[2:2], s[-100:2]]


@torch.jit.script
def chars(s: str) -> List[str]:
    out: List[str] = []
    i = len(s) - 1
    while i >= 0:
        out.append(s[i])
        i -= 2
    return out


print(slices("abcdefg"))
print(slices("xy"))
print(chars("abcdefg"), chars(""))
