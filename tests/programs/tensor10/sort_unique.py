import torch


@torch.jit.script
def sorting(x: torch.Tensor):
    return [torch.sort(x), torch.sort(x, descending=True), torch.sort(x, stable=True), x.argsort(),
            torch.argsort(x, descending=True), torch.topk(x, 2), torch.topk(x, 2, largest=False),
            torch.kthvalue(x, 2), x.msort()]


@torch.jit.script
def uniq(x: torch.Tensor):
    return [torch.unique(x), torch.unique(x, return_inverse=True), torch.unique(x, return_counts=True),
            torch.unique_consecutive(x), torch.unique_consecutive(x, return_counts=True, return_inverse=True)]


x = torch.tensor([[3, 1, 2, 1], [0, 5, 5, -1]])
for t in sorting(x):
    print(t)
v = torch.tensor([2, 2, 1, 3, 3, 3, 1, 0])
for t in uniq(v):
    print(t)
f = torch.tensor([0.5, float("nan"), -1.0, 0.5, float("inf")])
print(f.sort(), f.sort(descending=True), f.argsort(stable=True))
print(torch.unique(torch.tensor([[1, 2], [1, 2], [0, 1]]), dim=0))
print(torch.unique(f), torch.tensor([True, False, True]).unique())
print(torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([0, 3, 6, 9])),
      torch.searchsorted(torch.tensor([1, 3, 5, 7]), torch.tensor([3, 5]), right=True),
      torch.bucketize(torch.tensor([0.5, 3.0, 8.0]), torch.tensor([1.0, 3.0, 5.0])))
