import torch


@torch.jit.script
def cums(x: torch.Tensor):
    return [x.cumsum(0), x.cumsum(1), x.cumprod(1), torch.cummax(x, 1), torch.cummin(x, 0),
            torch.logcumsumexp(x, 1), x.cumsum(-1, dtype=torch.float64)]


x = torch.tensor([[1.0, 3.0, 2.0, 3.0], [0.5, -1.0, 4.0, -2.0]])
for t in cums(x):
    print(t)
i = torch.tensor([3, 1, 4, 1, 5])
print(i.cumsum(0), i.cumprod(0), i.cummax(0), torch.tensor([True, True, False]).cumsum(0))
print(torch.tensor([1.0, float("nan"), 2.0]).cummax(0))
print(torch.tensor([], dtype=torch.float32).cumsum(0))
print(torch.diff(i), torch.diff(x, dim=1), torch.diff(i, n=2), torch.diff(i, prepend=torch.tensor([0])))
