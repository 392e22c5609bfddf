import torch


@torch.jit.script
def sl(s: str):
    return s[::-1], s[1:5:2], s[-3:], s[:-3], s[::3], s[-1], s[10:], s[5:1:-1]


print(sl("abcdefghij"))
