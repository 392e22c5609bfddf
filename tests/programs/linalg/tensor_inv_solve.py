# linalg.tensorinv and linalg.tensorsolve: inv and solve of a tensor read
# as a matrix (dims moved last first), and their shape checks.
import torch
from typing import List


@torch.jit.script
def r(x: torch.Tensor) -> torch.Tensor:
    return torch.round(x, decimals=3) + 0.0


@torch.jit.script
def f(a: torch.Tensor, b: torch.Tensor, c: torch.Tensor):
    ainv = torch.linalg.tensorinv(a, ind=2)
    print(ainv.shape, r(ainv.reshape(6, 6) @ a.reshape(6, 6)).diagonal())
    x = torch.linalg.tensorsolve(a, b)
    print(x.shape, r(x))
    y = torch.linalg.tensorsolve(c, b, dims=[0])
    print(y.shape, r(y))


torch.manual_seed(7)
a = torch.randn(2, 3, 6) + torch.eye(6).reshape(2, 3, 6) * 3
b = torch.randn(2, 3)
c = torch.randn(6, 2, 3) + torch.eye(6).reshape(6, 2, 3) * 3
f(a, b, c)
f(a.double(), b.double(), c.double())
