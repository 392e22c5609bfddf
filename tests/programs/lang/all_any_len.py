import torch
from typing import List, Dict


@torch.jit.script
def f(xs: List[int], bs: List[bool], d: Dict[int, str], s: str):
    return all(bs), any(bs), all(xs), any([0, 0]), len(xs), len(d), len(s), len(torch.zeros(4, 2)), len([]), len(())


print(f([1, 2, 0], [True, False], {1: "a", 2: "b"}, "hello"))
print(f([1, 2], [True, True], {}, ""))
