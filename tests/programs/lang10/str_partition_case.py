import torch
from typing import Tuple


@torch.jit.script
def parts(s: str) -> Tuple[Tuple[str, str, str], Tuple[str, str, str]]:
    return s.partition("="), s.rpartition("=")


@torch.jit.script
def keyvals(s: str) -> str:
    out = ""
    for item in s.split(";"):
        k, sep, v = item.partition(":")
        if sep == "":
            out += "<" + k + ">"
        else:
            out += k.strip().upper() + "=" + v.strip().lower() + " "
    return out.strip()


print(parts("a=b=c"))
print(parts("none"))
print(keyvals("Name: ALICE; Age : 30;flag;X:Y"))
