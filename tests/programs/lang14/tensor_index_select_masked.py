import torch


@torch.jit.script
def sel(x: torch.Tensor, idx: torch.Tensor):
    a = x.index_select(0, idx)
    b = torch.index_select(x, 1, idx)
    return a, b


@torch.jit.script
def masked(x: torch.Tensor):
    m = x > 2
    a = x.masked_fill(m, 0)
    b = x.masked_fill(m, -1.5)
    c = x.masked_select(m)
    d = torch.masked_fill(x, x == 1, torch.tensor(7))
    x2 = x.clone()
    x2.masked_fill_(m, 100)
    return a, b, c, d, x2


@torch.jit.script
def narrows(x: torch.Tensor):
    return x.narrow(0, 1, 2), torch.narrow(x, 1, 0, 1), x.narrow(-1, 1, 2).contiguous()


x = torch.arange(9).reshape(3, 3)
for r in sel(x, torch.tensor([2, 0])):
    print(r)
for r in masked(x.float()):
    print(r)
for r in masked(x):
    print(r, r.dtype)
for r in narrows(x):
    print(r)
