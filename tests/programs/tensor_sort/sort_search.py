import torch


@torch.jit.script
def sorting(x: torch.Tensor):
    s = torch.sort(x, stable=True)
    d = x.sort(descending=True, stable=True)
    a = x.argsort(descending=True)
    t = torch.topk(x, 3)
    tl = x.topk(2, largest=False, sorted=True)
    k = torch.kthvalue(x, 2)
    msort = torch.msort(x.view(2, 4))
    return s, d, a, t, tl, k, msort


@torch.jit.script
def uniq(x: torch.Tensor):
    u = torch.unique(x)
    u2, inv, cnt = torch.unique(x, sorted=True, return_inverse=True, return_counts=True)
    uc = torch.unique_consecutive(x)
    uc2, inv2, cnt2 = torch.unique_consecutive(x, return_inverse=True, return_counts=True)
    return u, u2, inv, cnt, uc, uc2, inv2, cnt2


@torch.jit.script
def search(edges: torch.Tensor, v: torch.Tensor):
    return (torch.searchsorted(edges, v), torch.searchsorted(edges, v, right=True), torch.bucketize(v, edges),
            torch.bucketize(v, edges, right=True, out_int32=True), torch.searchsorted(edges, 2.5), torch.searchsorted(edges, v, side="right"))


x = torch.tensor([3.0, 1.0, 2.0, 3.0, 1.0, 5.0, 0.0, 2.0])
for t in sorting(x):
    print(t)
for t in uniq(torch.tensor([2, 2, 1, 3, 3, 3, 1, 2])):
    print(t)
print(search(torch.tensor([1.0, 2.0, 3.0, 4.0]), torch.tensor([0.5, 2.0, 3.5, 9.0])))
print(torch.bincount(torch.tensor([0, 1, 1, 3])), torch.bincount(torch.tensor([0, 1, 1]), minlength=5))
print(torch.bincount(torch.tensor([0, 2, 2]), weights=torch.tensor([0.5, 1.0, 2.0])))
print(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0]), bins=4, min=0, max=4), torch.histc(torch.tensor([1.0, 2.0, 1.0]), bins=3))
m = torch.tensor([[4, 1, 4], [2, 2, 0], [4, 1, 4]])
print(torch.unique(m, dim=0), torch.unique(m, dim=1, return_counts=True), m.sort(0), m.sort(dim=1, descending=True))
print(torch.sort(torch.tensor([float('nan'), 1.0, -float('inf'), 0.0])), torch.argsort(torch.tensor([True, False, True]), stable=True))
print(torch.topk(torch.tensor([[1, 9, 3], [7, 2, 8]]), 1, dim=0), torch.unique(torch.tensor([]), return_counts=True))
