import torch


@torch.jit.script
def gs(x: torch.Tensor):
    idx = torch.tensor([[0, 0, 2], [1, 2, 0]])
    g = torch.gather(x, 1, idx)
    g0 = x.gather(0, torch.tensor([[2, 1, 0]]))
    s = torch.zeros(2, 4).scatter(1, torch.tensor([[0, 3], [1, 1]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
    sv = torch.zeros(2, 4).scatter(1, torch.tensor([[2], [0]]), 5.0)
    sa = torch.zeros(5).scatter_add(0, torch.tensor([0, 1, 0, 4, 4]), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0]))
    return g, g0, s, sv, sa


@torch.jit.script
def reduce_scatter(src: torch.Tensor, idx: torch.Tensor):
    base = torch.ones(4)
    out = [base.scatter_reduce(0, idx, src, "sum"), base.scatter_reduce(0, idx, src, "prod"),
           base.scatter_reduce(0, idx, src, "amax"), base.scatter_reduce(0, idx, src, "amin"),
           base.scatter_reduce(0, idx, src, "mean"), base.scatter_reduce(0, idx, src, "sum", include_self=False),
           base.scatter_reduce(0, idx, src, "amax", include_self=False), base.scatter_reduce(0, idx, src, "mean", include_self=False),
           base.scatter(0, idx, src, reduce="add"), base.scatter(0, idx, src, reduce="multiply")]
    return out


x = torch.arange(9.0).reshape(3, 3)
for t in gs(x):
    print(t)
for t in reduce_scatter(torch.tensor([2.0, -3.0, 5.0, 0.5, 4.0]), torch.tensor([0, 0, 2, 2, 2])):
    print(t)
y = torch.zeros(3, dtype=torch.long)
y.scatter_add_(0, torch.tensor([2, 2, 0]), torch.tensor([1, 1, 1]))
print(y)
try:
    torch.gather(x, 1, torch.tensor([[3]]))
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.take(x, torch.tensor([0, 8, -1])), torch.take_along_dim(x, torch.tensor([[1], [0], [2]]), 1))
