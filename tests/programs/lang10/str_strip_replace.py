import torch
from typing import Tuple


@torch.jit.script
def clean(s: str) -> Tuple[str, str, str, str]:
    return s.strip(), s.lstrip(), s.rstrip(), s.strip("xy ")


@torch.jit.script
def swap(s: str) -> Tuple[str, str, str]:
    return s.replace("a", "o"), s.replace("a", "", 1), s.replace("an", "AN", 5)


for text in ["  padded  ", "xyxhixyx", " x y ", ""]:
    a, b, c, d = clean(text)
    print("|" + a + "|" + b + "|" + c + "|" + d + "|")
for text in ["banana", "abc", ""]:
    print(swap(text))
