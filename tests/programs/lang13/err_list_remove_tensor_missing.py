import torch
from typing import List


@torch.jit.script
def drop(xs: List[str], v: str) -> List[str]:
    xs.remove(v)
    return xs


print(drop(["a", "b"], "a"))
print(drop(["a", "b"], "c"))
print("not reached")
