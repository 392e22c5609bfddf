import torch
from typing import List, Tuple

@torch.jit.script
def strs(s: str) -> Tuple[List[str], str, str, bool, bool, int, int]:
    parts = s.split(",")
    joined = "-".join([p.strip() for p in parts])
    return parts, joined, s.replace(" ", ""), s.startswith("a"), s.endswith("z"), s.find("b"), s.count(",")

@torch.jit.script
def cases(s: str) -> List[str]:
    return [s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.lstrip(), s.rstrip(), s.zfill(12)]

@torch.jit.script
def preds(s: str) -> List[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.islower(), s.isupper(), s.istitle()]

@torch.jit.script
def fmt(a: int, b: float, c: str) -> List[str]:
    return ["{} and {}".format(a, c), "%d-%s" % (a, c), "%f" % b, f"{a}{c}", str(b), c[1:3], c[::-1]]

@torch.jit.script
def split_more(s: str) -> Tuple[List[str], List[str], str, str]:
    return s.split(), s.rsplit(" ", 1), s.center(20, "*"), s.ljust(15, ".")

print(strs("a b,c d,  e z"))
print(cases("  hello World  "))
print(preds("123"), preds("Abc"), preds("   "), preds("Hello World"))
print(fmt(7, 3.14159, "xyz"))
print(split_more("one two  three"))
