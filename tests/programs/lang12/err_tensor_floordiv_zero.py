import torch


@torch.jit.script
def halves(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return a // b


print(halves(torch.tensor([7, -7]), torch.tensor([2, 2])))
print(halves(torch.tensor([7.0]), torch.tensor([0.0])))
print(halves(torch.tensor([7]), torch.tensor([0])))
print("not reached")
