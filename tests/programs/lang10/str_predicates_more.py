import torch
from typing import List


@torch.jit.script
def classify(s: str) -> List[bool]:
    return [s.isdecimal(), s.isnumeric(), s.isidentifier(), s.istitle(), s.isprintable()]


@torch.jit.script
def prefix_suffix(s: str) -> List[bool]:
    return [s.startswith("ab"), s.endswith("yz"), s.startswith("b", 1), s.endswith("c", 0, 3)]


for t in ["123", "abc1", "1abc", "Hello World", "Hello world", "tab\there", "", "tab"]:
    print(repr(t), classify(t))
for t in ["abcxyz", "abc", "xbcyz", "ab"]:
    print(t, prefix_suffix(t))
