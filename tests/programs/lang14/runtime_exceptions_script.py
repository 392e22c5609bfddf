import torch
from typing import List, Dict


@torch.jit.script
def check(x: int) -> int:
    if x < 0:
        raise ValueError("negative: " + str(x))
    if x == 0:
        raise RuntimeError("zero {}".format(x))
    assert x < 100, "too big"
    assert x != 50
    return x * 2


@torch.jit.script
def index_it(xs: List[int], i: int) -> int:
    return xs[i]


@torch.jit.script
def dict_it(d: Dict[str, int], k: str) -> int:
    return d[k]


for v in [5, -1, 0, 200, 50]:
    try:
        print(check(v))
    except Exception as e:
        msg = str(e).replace(__file__, "<file>")
        print(type(e).__name__, "|", msg.splitlines()[-1])
for args in [([1, 2], 5), ([1, 2], -3)]:
    try:
        print(index_it(*args))
    except Exception as e:
        print(type(e).__name__, "|", str(e).splitlines()[-1])
try:
    dict_it({"a": 1}, "b")
except Exception as e:
    print(type(e).__name__, "|", str(e).splitlines()[-1])
