import torch
from typing import List


@torch.jit.script
def mask_ops(x: torch.Tensor) -> torch.Tensor:
    y = x.clone()
    y[y < 0] = 0
    y[0] += 10
    y[-1] = y[-1] * 2
    return y


@torch.jit.script
def rows(x: torch.Tensor):
    return x[1], x[:, 1], x[1:, :2], x[..., -1], x[None, 0].shape, x[0, None].shape, x[[0, 2]], x[:, [2, 0]]


@torch.jit.script
def setters(x: torch.Tensor, idx: List[int]) -> torch.Tensor:
    y = x.clone()
    y[:, 0] = -1.0
    y[1:, 1:] = torch.zeros(2, 2)
    y[torch.tensor(idx), 2] = 5.0
    return y


@torch.jit.script
def gather_like(x: torch.Tensor, i: torch.Tensor) -> torch.Tensor:
    return x[i]


print(mask_ops(torch.tensor([-1.0, 2.0, -3.0, 4.0])))
m = torch.arange(9.0).reshape(3, 3)
print(rows(m))
print(setters(m, [0, 2]))
print(gather_like(torch.arange(10) * 10, torch.tensor([[1, 2], [9, 0]])))
print(gather_like(m, torch.tensor([True, False, True])))
