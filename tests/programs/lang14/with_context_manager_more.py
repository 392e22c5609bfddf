import torch
from typing import List, Any


@torch.jit.script
class Recorder:
    def __init__(self, log: List[str], name: str):
        self.log = log
        self.name = name

    def __enter__(self) -> int:
        self.log.append("enter " + self.name)
        return len(self.name)

    def __exit__(self, a: Any, b: Any, c: Any):
        self.log.append("exit " + self.name)


@torch.jit.script
def nested(x: int) -> List[str]:
    log: List[str] = []
    with Recorder(log, "outer") as n:
        with Recorder(log, "inner") as m:
            log.append("body " + str(n + m + x))
    return log


@torch.jit.script
def early_return(x: int) -> List[str]:
    log: List[str] = []
    for i in range(3):
        with Recorder(log, str(i)):
            if i == x:
                break
            log.append("work")
    return log


@torch.jit.script
def no_grad_block(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        y = x * 2
    return y


print(nested(1))
print(early_return(1))
t = torch.ones(2, requires_grad=True)
r = no_grad_block(t)
print(r, r.requires_grad)
