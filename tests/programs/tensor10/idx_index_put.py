import torch


@torch.jit.script
def put_acc(x: torch.Tensor):
    idx = torch.tensor([0, 1, 0, 3])
    v = torch.tensor([1.0, 2.0, 3.0, 4.0])
    a = x.clone().index_put_((idx,), v, accumulate=True)
    b = x.clone().index_put_((idx,), v)
    c = x.clone()
    c[idx] += 1.0
    return a, b, c


@torch.jit.script
def put_2d(m: torch.Tensor):
    r = torch.tensor([0, 2, 0])
    c = torch.tensor([1, 1, 1])
    a = m.clone().index_put_((r, c), torch.tensor(5.0), accumulate=True)
    b = m.clone()
    b[r, c] = torch.tensor([7.0, 8.0, 9.0])
    d = m.clone()
    d[torch.tensor([1, 2])] = torch.tensor([-1.0, -2.0, -3.0])
    return a, b, d


@torch.jit.script
def index_funcs(m: torch.Tensor):
    i = torch.tensor([2, 0])
    a = m.index_add(0, i, torch.ones(2, 3))
    b = m.index_fill(1, torch.tensor([0, 2]), -1.0)
    c = m.index_copy(0, i, torch.full((2, 3), 9.0))
    d = torch.index_select(m, 1, torch.tensor([2, 2, 0]))
    return a, b, c, d


print(put_acc(torch.zeros(5)))
for t in put_2d(torch.zeros(3, 3)):
    print(t)
for t in index_funcs(torch.arange(9.0).reshape(3, 3)):
    print(t)
