import torch
from typing import List, Dict

@torch.jit.script
def check_pos(x: int) -> int:
    if x < 0:
        raise ValueError("negative value: " + str(x))
    return x

@torch.jit.script
def idx(xs: List[int], i: int) -> int:
    return xs[i]

@torch.jit.script
def asserting(x: int) -> int:
    assert x > 2, "x must be > 2"
    return x

@torch.jit.script
def keyerr(d: Dict[str, int]) -> int:
    return d["missing"]

for f, a in [(check_pos, (3,)), (check_pos, (-1,)), (idx, ([1, 2], 5)), (asserting, (1,)), (asserting, (3,))]:
    try:
        print(f(*a))
    except Exception as e:
        msg = str(e)
        print(type(e).__name__, [l for l in msg.splitlines() if "Error" in l or "must" in l or "negative" in l][-1:])
try:
    keyerr({"a": 1})
except Exception as e:
    print(type(e).__name__, [l for l in str(e).splitlines() if "KeyError" in l][-1:])
