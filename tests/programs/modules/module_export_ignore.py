import torch
from typing import List


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(2, 2)
        self.names: List[str] = ["a", "b"]

    @torch.jit.export
    def describe(self, k: int) -> str:
        return self.names[k % 2] + str(k)

    @torch.jit.unused
    def python_only(self, x):
        import numpy
        return numpy.zeros(3)

    @torch.jit.ignore
    def helper(self, x: int) -> int:
        return x + 1000

    def forward(self, x: torch.Tensor, flag: bool = False) -> torch.Tensor:
        if flag:
            return self.python_only(x)
        return x * self.helper(1)


torch.manual_seed(0)
m = torch.jit.script(M())
print(m(torch.ones(2)))
print(m.describe(3))
print(hasattr(m, "describe"))
