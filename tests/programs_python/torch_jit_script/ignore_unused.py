# @torch.jit.ignore functions run at the Python level when script code calls
# them (they can do anything Python can); @torch.jit.unused ones raise when
# called; torch.jit.is_scripting() tells the two worlds apart.
import torch
from typing import Dict, List

log: List[str] = []


@torch.jit.ignore
def record(event: str, value: int) -> int:
    log.append(f"{event}={value}")
    return len(log)


@torch.jit.ignore
def describe(xs: List[int]) -> str:
    return "/".join(str(x) for x in sorted(set(xs)))


@torch.jit.unused
def expensive_debug(x: int) -> int:
    return x * 1000


def where() -> str:
    if torch.jit.is_scripting():
        return "script"
    return "python"


@torch.jit.script
def process(xs: List[int]) -> str:
    total = 0
    for x in xs:
        total += x
        record("seen", x)
    n = record("total", total)
    return describe(xs) + " after " + str(n) + " events in " + where()


@torch.jit.script
def debug(x: int, verbose: bool) -> int:
    if verbose:
        return expensive_debug(x)
    return x


print(process([3, 1, 3, 2]))
print(log)
print(where(), torch.jit.is_scripting())
print(debug(5, False))
try:
    debug(5, True)
except torch.jit.Error as e:
    print(str(e).strip().splitlines()[-1])
print(expensive_debug(2), record("direct", 7))
g = str(process.graph)
print(g.count("^record"), g.count("^describe"))

x = torch.jit.annotate(List[int], [])
x.append(1)
print(x, torch.jit.annotate(Dict[str, int], {"a": 1}))
