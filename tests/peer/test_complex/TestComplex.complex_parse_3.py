import torch
from torch import Tensor

def fn(a: int, b: torch.Tensor, dim: int):
    b[dim] = 2.4 + 0.5j
    return 3 * 2j + a + 5j - 7.4j - 4
t1 = torch.tensor(1)
t2 = torch.tensor([0.4, 1.4j, 2.35])
print(torch.jit.script(fn)(t1, t2, 2))
