import torch
from typing import List, Tuple


@torch.jit.script
def splits(s: str) -> List[List[str]]:
    return [s.split(), s.split(","), s.split(",", 1), s.rsplit(",", 1), s.split(", ")]


@torch.jit.script
def strips(s: str) -> Tuple[str, str, str, str]:
    return s.strip(), s.lstrip(" x"), s.rstrip("x "), s.strip("xy ")


@torch.jit.script
def finds(s: str, sub: str) -> Tuple[int, int, int, bool, bool]:
    return s.find(sub), s.rfind(sub), s.count(sub), s.startswith(sub), s.endswith(sub)


@torch.jit.script
def pads(s: str, n: int) -> List[str]:
    return [s.center(n), s.ljust(n, "*"), s.rjust(n, "-"), s.zfill(n), s.center(n, ".")]


@torch.jit.script
def preds(s: str) -> List[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.islower(),
            s.isupper(), s.istitle(), s.isidentifier()]


for s in ["a,b,c", "  a, b ,c  ", "", ",,", "one"]:
    print(repr(s), splits(s))
for s in ["  xx hi yy  ", "xyxhix", "   "]:
    print(strips(s))
print(finds("banana", "an"), finds("banana", "x"), finds("aaaa", "aa"), finds("a", "abc"))
print(pads("ab", 7), pads("abcdef", 3), pads("-5", 4))
for s in ["123", "abc", "a1", " \t", "Hello World", "HELLO", "hello_1", "1abc", ""]:
    print(s, preds(s))
