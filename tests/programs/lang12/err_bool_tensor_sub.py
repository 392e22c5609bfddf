import torch


@torch.jit.script
def shift(a: torch.Tensor) -> torch.Tensor:
    return 1 - a


print(shift(torch.tensor([1, 2])))
print(shift(torch.tensor([0.5])))
print(shift(torch.tensor([True, False])))
print("not reached")
