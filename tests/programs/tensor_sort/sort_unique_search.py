import torch

torch.manual_seed(0)
x = torch.tensor([3, 1, 2, 3, 1, 5, 0, 2])
print(torch.sort(x), torch.sort(x, descending=True, stable=True))
print(x.argsort(), x.argsort(descending=True))
print(torch.topk(x, 3), torch.topk(x.float(), 2, largest=False, sorted=True))
print(torch.kthvalue(x, 3), torch.kthvalue(torch.tensor([[1.0, 4.0, 2.0], [9.0, 7.0, 8.0]]), 2, 1, True))
print(torch.unique(x), torch.unique(x, return_inverse=True), torch.unique(x, return_counts=True))
print(torch.unique(x, sorted=True, return_inverse=True, return_counts=True))
m = torch.tensor([[1, 2], [3, 4], [1, 2], [0, 9]])
print(torch.unique(m, dim=0), torch.unique(m, dim=0, return_inverse=True, return_counts=True))
print(torch.unique(m, dim=1))
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1]), return_counts=True, return_inverse=True))
s = torch.tensor([1, 3, 5, 7, 9])
print(torch.searchsorted(s, torch.tensor([3, 6, 9, 10])), torch.searchsorted(s, torch.tensor([3, 6, 9]), right=True))
print(torch.searchsorted(torch.tensor([[1, 3, 5], [2, 4, 6]]), torch.tensor([[3], [5]])), torch.searchsorted(s, 4))
print(torch.searchsorted(s, torch.tensor([3, 6]), side="right", out_int32=True))
print(torch.bucketize(torch.tensor([[1, 6], [9, 0]]), s), torch.bucketize(torch.tensor([3, 7]), s, right=True))
print(torch.bincount(torch.tensor([0, 1, 1, 3])), torch.bincount(torch.tensor([0, 1, 1]), weights=torch.tensor([0.5, 1.0, 2.0]), minlength=4))
print(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0]), bins=4, min=0, max=4))
f = torch.tensor([[0.5, float("nan"), -1.0], [2.0, 2.0, -0.0]])
print(f.sort(1), f.sort(0, descending=True))
print(torch.msort(torch.tensor([[3, 1], [1, 2]])), torch.tensor([True, False, True]).sort())
print(torch.topk(torch.arange(10.0), 0), torch.sort(torch.tensor([])))
try:
    torch.topk(x, 9)
except RuntimeError as e:
    print(e)
try:
    torch.kthvalue(x, 0)
except (RuntimeError, IndexError) as e:
    print(e)


@torch.jit.script
def uniq(t: torch.Tensor):
    u, inv, cnt = torch.unique(t, return_inverse=True, return_counts=True)
    vals, idx = torch.sort(t, stable=True)
    return u, inv, cnt, vals, idx, torch.argsort(t, stable=True)


print(uniq(torch.tensor([2, 2, 1, 0, 1])))
