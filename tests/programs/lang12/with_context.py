import torch
from typing import List, Any


@torch.jit.script
class Recorder:
    def __init__(self, log: List[str], name: str):
        self.log = log
        self.name = name

    def __enter__(self):
        self.log.append("enter " + self.name)

    def __exit__(self, type: Any, value: Any, tb: Any):
        self.log.append("exit " + self.name)


@torch.jit.script
def run(n: int) -> List[str]:
    log: List[str] = []
    with Recorder(log, "outer"):
        log.append("body")
        with Recorder(log, "inner"):
            for i in range(n):
                log.append(str(i))
    return log


@torch.jit.script
def no_grad_block(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        y = x * 2
    return y + 1


print(run(2))
x = torch.ones(2, requires_grad=True)
r = no_grad_block(x)
print(r, r.requires_grad)
