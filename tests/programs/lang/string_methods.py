import torch
from typing import List


@torch.jit.script
def m(s: str):
    return (s.split(","), s.split(",", 1), s.strip(), s.lstrip(" a"), s.rstrip("c "),
            s.find("b"), s.rfind("b"), s.find("zz"), s.replace("b", "XY"), s.replace("b", "", 1),
            s.startswith(" a"), s.endswith("c"), s.count("b"), s.upper(), s.lower(), s.title())


@torch.jit.script
def preds(s: str):
    return s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.islower(), s.isupper(), s.zfill(8), s.center(9, "*"), s.ljust(7, "."), s.rjust(7)


@torch.jit.script
def joins(xs: List[str]) -> str:
    return "-".join(xs) + "|" + "".join(xs)


print(m(" a,b,bc "))
print(preds("123"), preds("abC"), preds("  "))
print(joins(["x", "yy", "zzz"]))
