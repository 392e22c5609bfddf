import torch


@torch.jit.script
def counts(x: torch.Tensor, flag: bool) -> torch.Tensor:
    return torch.unique(x, return_counts=flag)


print(counts(torch.tensor([1, 1, 2]), True))
