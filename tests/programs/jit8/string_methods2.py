# String methods in script (test_jit.py string tests).
import torch
from typing import List, Tuple


@torch.jit.script
def preds(s: str) -> List[bool]:
    return [s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.islower(), s.isupper(),
            s.istitle(), s.isidentifier(), s.isdecimal(), s.isnumeric(), s.isprintable()]


@torch.jit.script
def transforms(s: str) -> List[str]:
    return [s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), s.strip(),
            s.lstrip(), s.rstrip(" ."), s.center(12, "*"), s.ljust(10, "-"), s.rjust(10),
            s.zfill(8), s.replace("o", "0"), s.replace("o", "", 1), s.expandtabs()]


@torch.jit.script
def searching(s: str) -> List[int]:
    return [s.find("o"), s.rfind("o"), s.find("zz"), s.index("l"), s.rindex("l"),
            s.count("l"), s.count("l", 3), s.find("o", 5)]


@torch.jit.script
def splitting(s: str) -> Tuple[List[str], List[str], List[str], List[str], str]:
    return (s.split(), s.split(",", 1), s.rsplit(",", 1), s.splitlines(),
            "-".join(s.split(",")))


@torch.jit.script
def partition(s: str) -> Tuple[Tuple[str, str, str], Tuple[str, str, str]]:
    return s.partition("="), s.rpartition("=")


@torch.jit.script
def misc(s: str) -> List[str]:
    out: List[str] = []
    for c in s:
        out.append(c + c)
    out.append(s[::-1])
    out.append(str(s.startswith("he")) + str(s.endswith("lo")))
    out.append(s + str(len(s)))
    return out


for s in ["hello", "123", "Hello World", "  x. ", "a_b1", ""]:
    print(repr(s), preds(s))
print(transforms(" hello world. "))
print(searching("hello world"))
print(splitting("a,b, c\nd,e"))
print(partition("k=v=w"), partition("none"))
print(misc("hello"))
