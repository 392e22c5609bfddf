import torch
from typing import List, Dict


class Box(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.w = torch.zeros(3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.count += 2
        self.w += x
        self.w[1] *= 10
        return self.w * self.count


@torch.jit.script
def subs(xs: List[List[int]], t: torch.Tensor):
    xs[0][1] += 7
    xs[-1][-1] -= 1
    t[0] += 5
    t[1:] -= 2
    return xs, t


m = torch.jit.script(Box())
print(m(torch.ones(3)))
print(m(torch.ones(3)))
print(m.count)
print(subs([[1, 2], [3, 4]], torch.tensor([4, 9, 11])))
