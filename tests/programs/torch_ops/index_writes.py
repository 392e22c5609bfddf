import torch
from typing import List, Tuple


@torch.jit.script
def writes(x: torch.Tensor) -> List[torch.Tensor]:
    t = torch.zeros(5)
    u = torch.zeros(5)
    u.put_(torch.tensor([1, 1]), torch.tensor([1.0, 2.0]), True)
    m = torch.tensor([[True, False, True], [False, True, True]])
    s = torch.zeros(2, 3)
    s.masked_scatter_(m, torch.arange(1.0, 7.0))
    src = torch.tensor([[2.0, 3.0], [4.0, 5.0], [-6.0, 7.0]])
    idx = torch.tensor([0, 0, 2])
    r = torch.ones(3, 2)
    r.index_reduce_(0, idx, src, "amin")
    return [t.put(torch.tensor([0, -1, 2]), torch.tensor([1.0, 2.0, 3.0])), u,
            torch.zeros(2, 3).masked_scatter(m, torch.arange(1.0, 7.0)), s,
            torch.zeros(3).masked_scatter(torch.tensor([[True, False, True], [False, True, False]]), torch.arange(1.0, 7.0)),
            torch.ones(3, 2).index_reduce(0, idx, src, "prod"),
            torch.ones(3, 2).index_reduce(0, idx, src, "mean", include_self=False),
            torch.ones(3, 2).index_reduce(0, idx, src, "amax"), r,
            torch.full((3, 2), 5).index_reduce(1, torch.tensor([1, 1]), torch.tensor([[2, 3], [4, 5], [6, 7]]), "mean"),
            torch.zeros(3, 3).fill_diagonal_(5), torch.zeros(7, 3).fill_diagonal_(5, True),
            torch.zeros(7, 3).fill_diagonal_(5), torch.zeros(2, 2, 2).fill_diagonal_(1),
            torch.zeros(3, 5).fill_diagonal_(2, True)]


@torch.jit.script
def searches() -> List[torch.Tensor]:
    b = torch.tensor([1, 3, 5])
    return [torch.bucketize(3, b), torch.bucketize(3, b, right=True), torch.searchsorted(b, 3),
            torch.searchsorted(b, 3, right=True), torch.searchsorted(b, 4, out_int32=True)]


@torch.jit.script
def unique_rows(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    return torch.unique_consecutive(x, return_inverse=True, return_counts=True, dim=0)


for t in writes(torch.ones(2)):
    print(t.dtype, t.shape, t.flatten().tolist())
for t in searches():
    print(t.dtype, t.tolist())
print(unique_rows(torch.tensor([[1, 1], [1, 1], [2, 3], [1, 1]])))
for bad in [lambda: torch.zeros(5).put_(torch.tensor([5]), torch.tensor([1.0])),
            lambda: torch.zeros(3, 2).index_reduce_(0, torch.tensor([0]), torch.ones(1, 2), "sum"),
            lambda: torch.zeros(3).fill_diagonal_(1),
            lambda: torch.zeros(2, 3).masked_scatter_(torch.tensor([True, False, True]), torch.ones(6, dtype=torch.int64))]:
    try:
        bad()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)
