import torch
from typing import List


@torch.jit.script
def s_ops(s: str) -> List[str]:
    out: List[str] = []
    out.append(s.capitalize())
    out.append(s.title())
    out.append(s.swapcase())
    out.append(s.center(12, "*"))
    out.append(s.ljust(10, ".") + "|")
    out.append(s.rjust(10) + "|")
    out.append(s.zfill(12))
    out.append(s.expandtabs(4))
    out.append(str(s.find("o")) + "," + str(s.rfind("o")) + "," + str(s.count("o")))
    out.append(str(s.startswith("he")) + str(s.endswith("LD")))
    out.append("-".join(s.split()))
    out.append(str(s.splitlines()))
    return out


for line in s_ops("hello wOrLD\tfoo"):
    print(repr(line))
for line in s_ops("  multi\nline  "):
    print(repr(line))
