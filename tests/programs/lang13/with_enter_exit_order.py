import torch
from typing import Any, List


@torch.jit.script
class Recorder:
    def __init__(self, log: List[str], tag: str):
        self.log = log
        self.tag = tag

    def __enter__(self) -> int:
        self.log.append("enter " + self.tag)
        return len(self.log)

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.log.append("exit " + self.tag)


@torch.jit.script
def nested(flag: bool) -> List[str]:
    log: List[str] = []
    with Recorder(log, "a") as n, Recorder(log, "b") as m:
        log.append("body " + str(n) + str(m))
        if flag:
            return log
    log.append("after")
    return log


@torch.jit.script
def in_loop(k: int) -> List[str]:
    log: List[str] = []
    for i in range(k):
        with Recorder(log, str(i)):
            if i == 1:
                continue
            log.append("work " + str(i))
    return log


print(nested(False))
print(nested(True))
print(in_loop(3))
