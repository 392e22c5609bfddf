import torch


@torch.jit.script
def mx(x: torch.Tensor):
    return x.max(0)


print(mx(torch.tensor([[1, 5], [7, 2]])))
try:
    torch.zeros(0, 3).max(0)
except IndexError as e:
    print(e)
try:
    torch.tensor([]).max()
except RuntimeError as e:
    print(e)
try:
    torch.arange(5).mean()
except RuntimeError as e:
    print(e)
try:
    torch.quantile(torch.arange(4.0), 1.5)
except RuntimeError as e:
    print(e)
try:
    torch.zeros(2, 2).sum(2)
except IndexError as e:
    print(e)
mx(torch.zeros(0, 4))
