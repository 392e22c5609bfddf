import torch
from typing import List


@torch.jit.script
def aliases(x: torch.Tensor, y: torch.Tensor) -> List[torch.Tensor]:
    out = [torch.arccos(x), torch.arcsin(x), torch.arctan(x), torch.arctan2(x, y),
           torch.arcsinh(x), torch.arctanh(x * 0.5), torch.arccosh(y + 1.0),
           torch.greater(x, y), torch.greater_equal(x, 0.0), torch.less(x, y),
           torch.less_equal(x, y), torch.not_equal(x, y),
           torch.subtract(x, y, alpha=2), torch.divide(x, y), torch.divide(x, 2.0, rounding_mode="floor"),
           torch.multiply(x, 3), torch.concat([x, y]), torch.concatenate([x, y], 0),
           torch.ger(x, y), torch.chain_matmul([x.view(2, 2), y.view(2, 2)])]
    return out


@torch.jit.script
def in_place(x: torch.Tensor) -> List[torch.Tensor]:
    a = x.clone()
    a.arccos_()
    b = x.clone()
    b.greater_(0.1)
    c = torch.tensor([5, 6, 7])
    c.bitwise_and_(3)
    d = torch.tensor([1, 2, 4])
    d.bitwise_left_shift_(2)
    e = torch.ones(3, 3)
    e.triu_(1)
    f = x.clone()
    f.lerp_(torch.ones(4), 0.5)
    g = x.clone()
    g.cumsum_(0)
    h = x.clone()
    h.subtract_(1.0, alpha=2)
    i = torch.zeros(2, 2)
    i.addmm_(torch.eye(2), torch.ones(2, 2), beta=2.0, alpha=3.0)
    j = x.clone()
    j.divide_(2.0)
    k = x.clone()
    k.xlogy_(2.0)
    return [a, b, c, d, e, f, g, h, i, j, k]


@torch.jit.script
def copies(x: torch.Tensor) -> List[torch.Tensor]:
    m = x.view(2, 2)
    t = torch.t_copy(m)
    t.add_(100.0)
    parts = torch.split_copy(x, 3)
    return [t, m, torch.transpose_copy(m, 0, 1), torch.view_copy(x, [4, 1]), torch.unsqueeze_copy(x, 0),
            torch.select_copy(m, 1, 0), torch.diagonal_copy(m), torch.expand_copy(x[:1], [3]),
            torch.narrow_copy(x, 0, 1, 2), torch.permute_copy(m, [1, 0]), parts[0], parts[1],
            torch.slice_copy(x, 0, 1, 4, 2), torch.alias_copy(x), torch.detach_copy(x)]


@torch.jit.script
def grow(x: torch.Tensor) -> torch.Tensor:
    return x.greater_(torch.ones(2, 4))


x = torch.tensor([0.25, -0.5, 0.75, 0.1])
y = torch.tensor([1.5, 0.5, 2.0, 3.0])
for t in aliases(x, y):
    print(t.dtype, t.shape, [round(float(v), 4) for v in t.flatten().tolist()])
for t in in_place(x):
    print(t.dtype, [round(float(v), 4) for v in t.flatten().tolist()])
for t in copies(x):
    print(t.is_contiguous(), t.tolist())
try:
    grow(x.clone())
except RuntimeError as e:
    print(str(e).strip().split("\n")[-1])
print(torch.arccos(x), torch.greater(x, 0.2), torch.subtract(x, 1))
t = torch.zeros(6)
t.as_strided_([2, 2], [1, 2], 1)
print(t.shape, t.stride(), t.storage_offset())
