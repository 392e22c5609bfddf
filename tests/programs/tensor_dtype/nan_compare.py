import torch


@torch.jit.script
def cmp(x: torch.Tensor, y: torch.Tensor):
    return (x == y, x != y, x < y, torch.eq(x, 1.0), torch.isnan(x), torch.isinf(y), torch.isfinite(x),
            torch.maximum(x, y), torch.minimum(x, y), torch.fmax(x, y), torch.fmin(x, y), torch.clamp(x, 0.0, 1.0),
            torch.nan_to_num(x), torch.nan_to_num(y, nan=0.0, posinf=9.0, neginf=-9.0), x.max(), x.argmax(), torch.isclose(x, y, equal_nan=True))


nan = float("nan")
inf = float("inf")
x = torch.tensor([1.0, nan, -inf, 0.5, nan])
y = torch.tensor([1.0, 2.0, inf, nan, nan])
for t in cmp(x, y):
    print(t)
print(torch.equal(x, x), torch.allclose(x, x, equal_nan=True), torch.isneginf(x), torch.isposinf(y), torch.signbit(torch.tensor([-0.0, 0.0, -1.0])))
print(torch.sort(x), x.sum(), x.nansum(), x.min(), torch.median(x), torch.nanmedian(x), x.amax(), torch.topk(x, 2))
print(torch.tensor([nan]).clamp(min=0), torch.tensor([1, 5, 9]).clamp(2, 6), torch.tensor([1.0, 5.0]).clamp(max=torch.tensor([0.0, 9.0])), torch.unique(torch.tensor([nan, 1.0, nan])))
print(torch.isin(torch.tensor([1, 2, 3]), torch.tensor([2, 9])), torch.ge(torch.tensor([1, 2]), 2), torch.tensor([1, 2]) > torch.tensor(1.5), torch.tensor(True) == 1)
