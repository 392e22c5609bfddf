import torch
from typing import Any, List


@torch.jit.script
class Guard:
    def __init__(self, log: List[str]):
        self.log = log

    def __enter__(self):
        self.log.append("in")

    def __exit__(self, a: Any, b: Any, c: Any):
        self.log.append("out")


@torch.jit.script
def risky(log: List[str], x: int) -> int:
    with Guard(log):
        if x < 0:
            raise ValueError("negative")
        log.append("ok")
    return x


log = []
print(risky(log, 2), log)
log2 = []
try:
    risky(log2, -1)
except Exception as e:
    print(type(e).__name__, "negative" in str(e))
print(log2)
