import torch


@torch.jit.script
def rng(a: int, b: int, s: int):
    return torch.arange(a, b, s)


print(rng(0, 10, 3))
try:
    torch.arange(0, 10, 0)
except RuntimeError as e:
    print(e)
try:
    torch.arange(10, 0, 1)
except RuntimeError as e:
    print(e)
try:
    torch.linspace(0, 1, -1)
except RuntimeError as e:
    print(e)
try:
    torch.full((2,), 1.5, dtype=torch.int64)
except RuntimeError as e:
    print(e)
try:
    torch.zeros(-1)
except RuntimeError as e:
    print(e)
try:
    torch.eye(-2)
except RuntimeError as e:
    print(e)
rng(0, 5, -1)
