import torch


@torch.jit.script
def f(x: torch.Tensor):
    v, i = torch.sort(x, descending=True)
    u = torch.unique(x)
    u2, inv, cnt = torch.unique(x, sorted=True, return_inverse=True, return_counts=True)
    tv, ti = torch.topk(x, 2)
    return v, i, u, u2, inv, cnt, tv, ti, torch.argsort(x), x.kthvalue(2), torch.searchsorted(u, torch.tensor([2, 5]))


x = torch.tensor([3, 1, 4, 1, 5, 9, 2, 6])
for r in f(x):
    print(r)
