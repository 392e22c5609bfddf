import torch


@torch.jit.script
def mm(x: torch.Tensor):
    return [x.max(), x.max(1), x.min(0, keepdim=True), x.argmax(), x.argmax(1), x.argmin(0), torch.aminmax(x),
            torch.aminmax(x, dim=1), x.max(1).indices, torch.max(x, torch.zeros_like(x)), x.clamp_max(2)]


x = torch.tensor([[3, 1, 3], [0, 5, 5], [-1, -1, 2]])
for t in mm(x):
    print(t)
f = torch.tensor([1.0, float("nan"), 3.0, 3.0])
print(f.max(), f.argmax(), f.min(), torch.nanmean(f) if hasattr(torch, "nanmean") else 0, torch.nansum(f), f.amax(), f.argsort())
print(f == f, f != f, torch.isclose(f, f), torch.isclose(f, f, equal_nan=True), torch.equal(f, f), torch.allclose(f[2:], f[2:]))
print(torch.eq(torch.tensor([1, 2]), 2), torch.ge(torch.tensor([1.5, 2.5]), torch.tensor([2])), torch.tensor([1, 2]) < 1.5, torch.tensor(3) > torch.tensor([1, 5]))
print(torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 0.5])), torch.minimum(torch.tensor([True, False]), torch.tensor([True, True])))
print(torch.tensor([True, False, True]).max(), torch.tensor([True, False]).sort(), torch.tensor([0, 1, 0], dtype=torch.uint8).any(), torch.tensor([2, 1], dtype=torch.uint8).all())
print(torch.count_nonzero(x), torch.count_nonzero(x, dim=0), torch.bincount(torch.tensor([0, 2, 2, 5])), torch.bincount(torch.tensor([1, 1]), weights=torch.tensor([0.5, 0.25]), minlength=3))
print(torch.histc(torch.tensor([1.0, 2.0, 1.0, 4.0]), bins=4, min=0, max=4), torch.nonzero(x > 2, as_tuple=True), torch.masked_select(x, x > 2))
print(torch.zeros(2, 3).masked_scatter(torch.tensor([[True, False, True], [False, True, False]]), torch.arange(1.0, 7.0)))
print(torch.zeros(5).put_(torch.tensor([1, 3]), torch.tensor([9.0, 8.0])), torch.zeros(3).put_(torch.tensor([0, 0]), torch.tensor([1.0, 2.0]), accumulate=True))
try:
    torch.tensor([]).max()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.zeros(0, 3).argmax(0)
except (RuntimeError, IndexError) as e:
    print(type(e).__name__, e)
print(torch.zeros(0, 3).max(1), torch.zeros(2, 0).sum(1))
