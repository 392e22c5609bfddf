import torch


@torch.jit.script
def fd(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return a // b


print(fd(torch.tensor([5, 7]), torch.tensor([2, 2])))
print(fd(torch.tensor([True, False]), torch.tensor([True, True])))
print("not reached")
