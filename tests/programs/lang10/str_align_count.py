import torch
from typing import List, Tuple


@torch.jit.script
def align(words: List[str], width: int) -> List[str]:
    out: List[str] = []
    for w in words:
        out.append("[" + w.ljust(width, ".") + "|" + w.rjust(width) + "|" + w.center(width, "*") + "]")
    return out


@torch.jit.script
def counts(s: str, sub: str) -> Tuple[int, int, int, int]:
    return s.count(sub), s.find(sub), s.rfind(sub), s.count(sub, 2)


@torch.jit.script
def expand(s: str) -> str:
    return s.expandtabs(4)


for line in align(["a", "abc", "hello", "toolongword"], 7):
    print(line)
print(counts("banana band", "an"))
print(counts("aaaa", "aa"))
print(counts("xyz", "q"))
print(expand("a\tbc\tdef\tg") + "|")
print(expand("\t\tx") + "|")
