import torch
from typing import List


@torch.jit.script
def table(rows: List[List[int]]) -> str:
    lines: List[str] = []
    for r in rows:
        lines.append(" | ".join([str(v).rjust(3) for v in r]))
    return "\n".join(lines)


@torch.jit.script
def misc(s: str) -> List[str]:
    return [s.title(), s.capitalize(), s.swapcase(), s.replace("o", "0"), s.replace("o", "", 1),
            s.expandtabs(4), s.lower(), str(s.count("o")), s.partition(" ")[2], s.rpartition("o")[0]]


@torch.jit.script
def lines(s: str) -> List[str]:
    return s.splitlines()


print(table([[1, 22, 333], [4, 5, 6]]))
print(misc("hello wOrld\tfoo"))
print(lines("a\nb\r\nc\n"), lines(""))
