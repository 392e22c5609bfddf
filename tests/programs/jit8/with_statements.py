# with-statements on script classes (test_with.py): enter/exit order, exceptions, returns.
import torch
from typing import Any, List


@torch.jit.script
class Ctx(object):
    def __init__(self, log: List[str], name: str):
        self.log = log
        self.name = name

    def __enter__(self) -> int:
        self.log.append("enter " + self.name)
        return len(self.log)

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.log.append("exit " + self.name)


@torch.jit.script
def nested(log: List[str]) -> int:
    with Ctx(log, "a") as x:
        with Ctx(log, "b") as y:
            log.append("body")
            z = x + y
    return z


@torch.jit.script
def in_loop(log: List[str]) -> int:
    s = 0
    for i in range(3):
        with Ctx(log, str(i)) as v:
            if i != 1:
                s += v
    return s


@torch.jit.script
def raising(log: List[str]):
    with Ctx(log, "e"):
        raise RuntimeError("boom")


for f in (nested,):
    log: list = []
    print(f(log), log)
log = []
print(in_loop(log), log)
log = []
try:
    raising(log)
except Exception as e:
    print("caught", "boom" in str(e), log)
