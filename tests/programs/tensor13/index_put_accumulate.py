import torch
from typing import List, Optional


@torch.jit.script
def put(x: torch.Tensor, idx: torch.Tensor, v: torch.Tensor):
    y = x.clone()
    y.index_put_((idx,), v, accumulate=True)
    z = x.clone()
    z[idx] = v
    return y, z


@torch.jit.script
def put2d(x: torch.Tensor, r: torch.Tensor, c: torch.Tensor):
    y = x.clone()
    y[r, c] = -1.0
    y[r, c] += 10.0
    return y


@torch.jit.script
def masked(x: torch.Tensor):
    m = x > 0
    y = x.masked_fill(m, 0.5)
    z = x.clone()
    z[m] = torch.arange(int(m.sum().item()), dtype=x.dtype)
    return y, z, x[m], x.masked_select(~m)


@torch.jit.script
def take_put(x: torch.Tensor):
    i = torch.tensor([0, 5, -1])
    t = torch.take(x, i)
    y = x.clone()
    y.put_(i, torch.tensor([9.0, 8.0, 7.0]))
    y.put_(torch.tensor([0, 0]), torch.tensor([1.0, 1.0]), accumulate=True)
    return t, y


x = torch.arange(6.0)
print(put(x, torch.tensor([0, 2, 2, 5]), torch.tensor([1.0, 2.0, 3.0, 4.0])))
m = torch.zeros(3, 4)
print(put2d(m, torch.tensor([0, 2]), torch.tensor([1, 3])))
print(masked(torch.tensor([[-1.0, 2.0], [3.0, -4.0]])))
print(take_put(torch.arange(12.0).reshape(3, 4)))
try:
    put(x, torch.tensor([7]), torch.tensor([1.0]))
except Exception as e:
    print(type(e).__name__, str(e).split("\n")[-1][:80])
