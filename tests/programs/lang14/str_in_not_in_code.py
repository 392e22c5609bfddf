import torch
from typing import List


@torch.jit.script
def f(x: str, ys: List[str]) -> List[bool]:
    return ["a" not in x, "ab" in x, x in ys, x not in ys, "" in x]


print(f("cab", ["cab"]))
print(f("", []))
print(f.code)
