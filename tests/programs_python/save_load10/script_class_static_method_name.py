# A script class's static method is a function of the class's module in
# PyTorch: `.code` calls `__torch__.zeros`, and a saved file defines it
# outside the class (PyTorch's importer reads every def in a class body as
# a method taking self).
from typing import List

import torch


@torch.jit.script
class Vec:
    def __init__(self, xs: List[float]):
        self.xs = xs

    def total(self) -> float:
        return sum(self.xs)

    @staticmethod
    def zeros(n: int) -> "Vec":
        return Vec([0.0] * n)

    @staticmethod
    def ones(n: int) -> "Vec":
        return Vec([1.0] * n)


class M(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> float:
        return Vec.zeros(x.size(0)).total() + Vec.ones(x.size(1)).total()


m = torch.jit.script(M())
print(m.code)
m.save("/tmp/_static_method_name.pt")
r = torch.jit.load("/tmp/_static_method_name.pt")
print(r(torch.ones(2, 3)))
print(r.code)
