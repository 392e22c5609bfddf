import torch
from typing import Tuple


@torch.jit.script
class Running:
    def __init__(self, dim: int):
        self.mean = torch.zeros(dim)
        self.count = 0

    def update(self, x: torch.Tensor):
        self.count += 1
        self.mean = self.mean + (x - self.mean) / self.count

    def get(self) -> Tuple[torch.Tensor, int]:
        return self.mean, self.count


@torch.jit.script
def accumulate(xs: torch.Tensor) -> Tuple[torch.Tensor, int]:
    r = Running(xs.size(1))
    for row in xs:
        r.update(row)
    return r.get()


print(accumulate(torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 9.0]])))
