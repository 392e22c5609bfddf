import torch


@torch.jit.script
def k(x: torch.Tensor, n: int):
    return x.topk(n)


print(k(torch.tensor([1.0, 3.0, 2.0]), 2))
try:
    torch.bincount(torch.tensor([-1, 2]))
except RuntimeError as e:
    print(e)
try:
    torch.kthvalue(torch.tensor([1.0, 2.0]), 3)
except IndexError as e:
    print(e)
except RuntimeError as e:
    print(e)
try:
    torch.searchsorted(torch.tensor([[1.0, 2.0]]), torch.tensor([1.0, 2.0, 3.0]))
except RuntimeError as e:
    print(e)
try:
    torch.histc(torch.tensor([1, 2]), bins=2)
except RuntimeError as e:
    print(e)
k(torch.tensor([1.0, 3.0, 2.0]), 4)
