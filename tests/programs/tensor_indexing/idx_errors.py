import torch


@torch.jit.script
def get(x: torch.Tensor, i: int):
    return x[i]


@torch.jit.script
def gather_bad(x: torch.Tensor):
    return torch.gather(x, 1, torch.tensor([[0, 5]]))


print(get(torch.arange(4), 3))
print(get(torch.arange(4), -4))
try:
    get(torch.arange(4), 4)
except Exception as e:
    print(type(e).__name__)
    print(str(e).splitlines()[-1])
try:
    gather_bad(torch.ones(1, 3))
except RuntimeError as e:
    print(str(e).splitlines()[-1])
try:
    torch.arange(5)[torch.tensor([True, False])]
except IndexError as e:
    print(e)
try:
    torch.zeros(2, 3).index_select(0, torch.tensor([2]))
except IndexError as e:
    print(e)
try:
    torch.zeros(3)[torch.tensor([1.0])]
except IndexError as e:
    print(e)
print(get(torch.arange(6).reshape(2, 3), 1))
get(torch.zeros(2, 2), 2)
