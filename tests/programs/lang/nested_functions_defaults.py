import torch
from typing import List, Optional


def helper(x: int, scale: int = 2, tag: str = "v") -> str:
    return tag + str(x * scale)


@torch.jit.script
def f(n: int) -> List[str]:
    return [helper(n), helper(n, 3), helper(n, tag="w"), helper(x=n, scale=0, tag="z")]


print(f(4))
