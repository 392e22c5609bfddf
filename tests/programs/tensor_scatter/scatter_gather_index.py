import torch

src = torch.arange(1, 11).reshape(2, 5)
idx = torch.tensor([[0, 1, 2, 0, 0], [1, 2, 0, 0, 1]])
print(torch.zeros(3, 5, dtype=src.dtype).scatter_(0, idx, src))
print(torch.zeros(3, 5, dtype=src.dtype).scatter_add(0, idx, src))
print(torch.full((2, 4), 2.0).scatter_(1, torch.tensor([[2], [3]]), 1.23, reduce="multiply"))
print(torch.full((2, 4), 2.0).scatter(1, torch.tensor([[2], [3]]), torch.tensor([[5.0], [6.0]]), reduce="add"))
for r in ["sum", "prod", "mean", "amax", "amin"]:
    base = torch.tensor([1.0, 2.0, 3.0, 4.0])
    print(r, base.scatter_reduce(0, torch.tensor([0, 1, 0, 1, 2, 1]), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), reduce=r),
          base.scatter_reduce(0, torch.tensor([0, 1, 0, 1, 2, 1]), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0]), reduce=r, include_self=False))
t = torch.tensor([[1, 2], [3, 4]])
print(torch.gather(t, 1, torch.tensor([[0, 0], [1, 0]])), t.gather(0, torch.tensor([[1, 0]])))
x = torch.ones(5, 3)
print(x.index_add(0, torch.tensor([0, 4, 2]), torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]), alpha=2))
print(x.index_copy(0, torch.tensor([4, 0]), torch.tensor([[9.0, 9.0, 9.0], [8.0, 8.0, 8.0]])))
print(x.index_fill(1, torch.tensor([0, 2]), -1.0), x.index_select(1, torch.tensor([2, 2, 0])))
print(torch.zeros(3, 3).index_reduce(0, torch.tensor([0, 0, 2]), torch.tensor([[2.0] * 3, [3.0] * 3, [4.0] * 3]), "prod", include_self=False))
m = torch.tensor([[True, False, True], [False, True, False]])
print(torch.zeros(2, 3).masked_scatter(m, torch.tensor([1.0, 2.0, 3.0, 4.0])), torch.arange(6.0).reshape(2, 3).masked_fill(m, -5))
print(torch.arange(6).reshape(2, 3).masked_select(m), torch.take(t, torch.tensor([3, 0])), torch.take_along_dim(t, torch.tensor([[1], [0]]), 1))
print(torch.zeros(2, 3).put_(torch.tensor([1, 5]), torch.tensor([7.0, 8.0])), torch.zeros(4).put(torch.tensor([1, 1]), torch.tensor([1.0, 2.0]), accumulate=True))
print(torch.diagonal_scatter(torch.zeros(3, 3), torch.ones(3)), torch.select_scatter(torch.zeros(2, 2), torch.ones(2), 0, 0))
print(torch.slice_scatter(torch.zeros(4, 2), torch.ones(2, 2), start=1, end=3, step=1))


@torch.jit.script
def upd(x: torch.Tensor, i: torch.Tensor, v: torch.Tensor):
    y = x.clone()
    y.scatter_(1, i, v)
    y.index_add_(0, torch.tensor([1]), v[:1] * 10)
    return y, y.gather(1, i)


print(upd(torch.zeros(2, 4), torch.tensor([[3], [1]]), torch.tensor([[1.0], [2.0]])))
for bad in [lambda: torch.zeros(2).scatter_(0, torch.tensor([0.0]), 1.0), lambda: torch.zeros(2, 2).gather(1, torch.tensor([0, 1])),
            lambda: torch.zeros(3).index_add_(0, torch.tensor([0]), torch.ones(2)), lambda: torch.zeros(2).index_select(0, torch.tensor([[0]]))]:
    try:
        bad()
    except (RuntimeError, IndexError) as e:
        print(str(e).splitlines()[0])
