import torch
from typing import List


@torch.jit.script
def masked_ops(x: torch.Tensor, thr: float):
    m = x > thr
    picked = x[m]
    y = x.clone()
    y[m] = 0.0
    y[~m] += 1.0
    cnt = m.sum()
    return picked, y, cnt, m.nonzero(), torch.where(m, x, -x)


@torch.jit.script
def put_ops(x: torch.Tensor):
    idx = (torch.tensor([0, 1, 1]), torch.tensor([2, 0, 0]))
    a = x.clone().index_put_(idx, torch.tensor([5.0, 6.0, 7.0]), accumulate=True)
    b = x.clone().index_put_(idx, torch.tensor(9.0))
    c = x.index_select(1, torch.tensor([2, 0]))
    d = x.clone().index_fill_(0, torch.tensor([1]), -1.0)
    e = x.clone().index_add_(1, torch.tensor([0, 0, 2]), torch.ones(2, 3))
    f = x.clone().masked_fill_(x > 2, 100.0)
    return a, b, c, d, e, f


@torch.jit.script
def scatter_gather(src: torch.Tensor):
    idx = torch.tensor([[0, 1, 0], [1, 0, 0]])
    g = torch.gather(src, 1, idx)
    s = torch.zeros(2, 3).scatter_(1, idx, src)
    sa = torch.zeros(2, 3).scatter_add(1, idx, src)
    sv = torch.zeros(2, 3).scatter(1, idx, 2.5)
    sr = torch.ones(2, 3).scatter_reduce(1, idx, src, reduce="prod")
    sm = torch.zeros(2, 3).scatter_reduce(1, idx, src, reduce="amax", include_self=False)
    mean = torch.zeros(2, 3).scatter_reduce(1, idx, src, reduce="mean")
    return g, s, sa, sv, sr, sm, mean


x = torch.arange(6.0).reshape(2, 3)
for t in masked_ops(x, 2.5):
    print(t)
for t in put_ops(x):
    print(t)
for t in scatter_gather(torch.arange(1.0, 7.0).reshape(2, 3)):
    print(t)
print(x[[0, 1], [1, 2]], x[:, [True, False, True]], x[x.sum(1) > 4])
print(torch.take_along_dim(x, torch.tensor([[2], [0]]), dim=1))
print(x.masked_select(x.remainder(2) == 0), torch.masked_select(x, torch.tensor([True, False, True])))
