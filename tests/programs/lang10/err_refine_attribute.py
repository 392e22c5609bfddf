import torch
from typing import Optional


@torch.jit.script
class Holder:
    def __init__(self, v: Optional[int]):
        self.v = v

    def get_or(self, d: int) -> int:
        v = self.v
        if v is None:
            return d
        return v

    def double(self) -> int:
        if self.v is not None:
            return self.v * 2
        return 0


@torch.jit.script
def run(x: Optional[int]) -> str:
    h = Holder(x)
    return str(h.get_or(-1)) + " " + str(h.double())


print(run(4), run(None))
