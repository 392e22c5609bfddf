import torch


@torch.jit.script
def shifts(a: torch.Tensor, b: torch.Tensor):
    return [a << 2, a >> 1, a << b, a >> b, torch.bitwise_left_shift(a, 3), torch.bitwise_right_shift(a, b),
            torch.bitwise_left_shift(1, b)]


@torch.jit.script
def splits(m: torch.Tensor):
    return [torch.tensor_split(m, 3, dim=1), torch.tensor_split(m, [1, 4], dim=1), m.tensor_split(2),
            torch.tensor_split(m, torch.tensor([2, 3]), 1), torch.tensor_split(m, torch.tensor(4), 1)]


@torch.jit.script
def gathers(m: torch.Tensor, idx: torch.Tensor):
    return [torch.take_along_dim(m, idx, dim=1), torch.take_along_dim(m, torch.tensor([0, 5, 7])),
            torch.take_along_dim(m, idx[:, :1], 1), m.fliplr(), m.flipud(), torch.dstack([m, m]).shape]


@torch.jit.script
def scatters(base: torch.Tensor, idx: torch.Tensor, vals: torch.Tensor):
    out = []
    for r in ["sum", "prod", "mean", "amax", "amin"]:
        out.append(base.scatter_reduce(0, idx, vals, r))
        out.append(base.scatter_reduce(0, idx, vals, r, include_self=False))
    return out


@torch.jit.script
def copies(m: torch.Tensor):
    c = m.index_copy(0, torch.tensor([2, 0]), torch.tensor([[7.0, 7.0, 7.0], [8.0, 8.0, 8.0]]))
    d = m.clone()
    d.index_copy_(1, torch.tensor([1]), torch.tensor([[5.0], [6.0], [7.0]]))
    return c, d


a = torch.tensor([1, -8, 100, 7, -1])
b = torch.tensor([0, 1, 2, 70, -1])
print(shifts(a, b))
print(shifts(a.to(torch.int8), b.to(torch.int8)))
print(shifts(a.to(torch.uint8), b.to(torch.uint8)))
m = torch.arange(12).reshape(2, 6)
for p in splits(m):
    print(p)
print(gathers(m, torch.tensor([[0, 5], [3, 3]])))
base = torch.tensor([10.0, 10.0, 10.0, 10.0])
print(scatters(base, torch.tensor([0, 1, 0, 1, 2, 1]), torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])))
print(scatters(torch.tensor([10, 10, 10, 10]), torch.tensor([0, 1, 0, 1, 2, 1]), torch.tensor([1, 2, 3, 4, 5, -7])))
print(copies(torch.zeros(3, 3)))
x = torch.tensor([[1.0, float("nan"), 3.0], [float("nan"), float("nan"), 2.0]])
print(x.nanmean(), x.nanmean(1), torch.nanmean(x, 0, keepdim=True), torch.nansum(x, 1))
print(torch.logspace(0, 3, 4), torch.logspace(-2, 2, 5, base=2.0), torch.logspace(0, 1, 7, dtype=torch.float64))
print(torch.logspace(0, 4, 5, dtype=torch.int64), torch.logspace(1, 1, 1), torch.logspace(0.5, 2.5, 9))
print(torch.triu_indices(3, 3), torch.tril_indices(3, 4, 1), torch.triu_indices(4, 3, -1), torch.tril_indices(2, 2, dtype=torch.int32))
print(torch.dropout(torch.ones(4), 0.0, True), torch.dropout(torch.ones(4), 0.5, False), torch.dropout(torch.ones(3), 1.0, True))
