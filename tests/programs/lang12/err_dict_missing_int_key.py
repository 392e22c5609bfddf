import torch
from typing import Dict


@torch.jit.script
def get(d: Dict[int, str], k: int) -> str:
    return d[k]


print(get({1: "a"}, 1))
print(get({1: "a"}, 7))
