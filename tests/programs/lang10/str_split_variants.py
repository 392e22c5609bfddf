import torch
from typing import List


@torch.jit.script
def splits(s: str) -> List[List[str]]:
    return [s.split(), s.split(","), s.split(",", 1), s.rsplit(",", 1), s.split(" ", 2)]


@torch.jit.script
def lines(s: str) -> List[str]:
    return s.splitlines()


@torch.jit.script
def rejoin(parts: List[str], sep: str) -> str:
    return sep.join(parts)


for text in ["a,b,c", "  x  y   z ", "one, two, three", ",,", ""]:
    print(splits(text))
print(lines("first\nsecond\n\nthird\n"))
print(lines("no newline"))
print(rejoin(["x", "y", "z"], "-"), rejoin([], "-") + "|", rejoin(["solo"], ", "))
