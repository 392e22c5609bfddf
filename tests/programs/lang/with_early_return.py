import torch
from typing import Any, Tuple


@torch.jit.script
class Tracker(object):
    def __init__(self):
        self.log: str = ""

    def __enter__(self):
        self.log += "enter;"

    def __exit__(self, a: Any, b: Any, c: Any):
        self.log += "exit;"


@torch.jit.script
def early(t: Tracker, x: int) -> int:
    with t:
        if x > 0:
            return x
        t.log += "body;"
    return -x


@torch.jit.script
def run(x: int) -> Tuple[int, str]:
    t = Tracker()
    r = early(t, x)
    return r, t.log


print(run(1))
print(run(-2))
