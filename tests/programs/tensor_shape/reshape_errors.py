import torch


@torch.jit.script
def bad_view(x: torch.Tensor):
    return x.t().view(-1)


try:
    torch.arange(6).view(4, 2)
except RuntimeError as e:
    print(e)
try:
    torch.arange(6).reshape(-1, -1)
except RuntimeError as e:
    print(e)
try:
    torch.arange(6).expand(3, 3)
except RuntimeError as e:
    print(e)
try:
    torch.arange(6).permute(0, 0)
except RuntimeError as e:
    print(e)
try:
    torch.arange(6).unflatten(0, (4, -1))
except RuntimeError as e:
    print(e)
try:
    torch.zeros(2, 3).repeat(2)
except RuntimeError as e:
    print(e)
print(bad_view(torch.zeros(1, 3)))
bad_view(torch.zeros(2, 3))
