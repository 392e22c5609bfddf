# str methods as TorchScript implements them: split/join/strip/find/replace,
# predicates, padding, slicing, comparisons, formatting.
import torch
from typing import List


@torch.jit.script
def strs(s: str):
    parts = s.split(",")
    joined = "-".join(parts)
    stripped = "  pad  ".strip() + "|" + "xxhixx".strip("x") + "|" + "  l".lstrip() + "|" + "r  ".rstrip()
    found = (s.find("b"), s.find("zz"), s.rfind(","), s.count(","), s.index("c"))
    rep = s.replace(",", ";") + " " + "aaa".replace("a", "b", 2)
    preds = ("123".isdigit(), "abc".isalpha(), "Ab".isupper(), "ab".islower(),
             "  ".isspace(), "a1".isalnum(), "Hello World".istitle())
    cases = ("hello".upper(), "HeLLo".lower(), "hello world".title(),
             "hello".capitalize(), "HeLLo".swapcase())
    pad = ("7".zfill(3), "ab".center(6, "*"), "ab".ljust(4, "."), "ab".rjust(4, "."))
    sl = (s[1:4], s[::-1], s[-2:], s[::2])
    cmp = ("abc" < "abd", "b" > "abc", "x" in s, s.startswith("a,"), s.endswith("d"))
    return parts, joined, stripped, found, rep, preds, cases, pad, sl, cmp


for item in strs("a,b,c,d"):
    print(item)


@torch.jit.script
def fmt(name: str, n: int, x: float) -> List[str]:
    return ["{} has {} items".format(name, n),
            f"{name}={x}",
            str(n) + str(x) + str(True),
            ] + [str(len("a b  c".split()))]


print(fmt("box", 3, 2.5))


@torch.jit.script
def split_max(s: str) -> List[str]:
    return s.split(" ", 1) + s.rsplit(" ", 1) + s.splitlines()


print(split_max("one two three"))


@torch.jit.script
def ords(s: str) -> List[int]:
    return [ord(c) for c in s] + [len(chr(65) + chr(66))]


print(ords("AZ"))
