import torch
from typing import List


@torch.jit.script
def pieces(s: str) -> List[str]:
    return [s[0], s[-1], s[1:3], s[:-2], s[::2], s[::-1], s[5:], s[-100:2]]


@torch.jit.script
def chars(s: str) -> List[str]:
    out: List[str] = []
    for i in range(len(s)):
        if i % 2 == 0:
            out.append(s[i].upper())
        else:
            out.append(s[i])
    return out


@torch.jit.script
def compare(a: str, b: str) -> List[bool]:
    return [a < b, a <= b, a > b, a == b, a != b, a in b, b not in a]


print(pieces("abcdefg"), pieces("xyz"))
print("".join(chars("torchscript")))
print(compare("abc", "abd"), compare("b", "abc"), compare("", "x"), compare("ab", "ab"))
