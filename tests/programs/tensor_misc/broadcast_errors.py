import torch


@torch.jit.script
def add(a: torch.Tensor, b: torch.Tensor):
    return a + b


print(add(torch.ones(2, 1), torch.arange(3)), torch.broadcast_shapes((2, 1), (1, 3)), torch.broadcast_tensors(torch.ones(1), torch.zeros(2))[0])
try:
    torch.ones(2, 3) * torch.ones(4)
except RuntimeError as e:
    print(e)
try:
    torch.cat([torch.ones(2, 3), torch.ones(2, 4)])
except RuntimeError as e:
    print(e)
try:
    torch.stack([torch.ones(2), torch.ones(3)])
except RuntimeError as e:
    print(e)
try:
    torch.where(torch.tensor([True, False]), torch.ones(3), 0.0)
except RuntimeError as e:
    print(e)
try:
    torch.ones(2, 2).masked_fill_(torch.tensor([1, 0]), 1.0)
except RuntimeError as e:
    print(e)
try:
    torch.ones(3).view(1, 3).expand(2, 4)
except RuntimeError as e:
    print(e)
add(torch.ones(3), torch.ones(2))
