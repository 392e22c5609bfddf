import torch


@torch.jit.script
def modes(x: torch.Tensor, dim: int):
    return torch.mode(x, dim)


# Rows longer than 16 elements: ATen's unstable sort decides which index of
# the most frequent value is returned.
torch.manual_seed(0)
a = torch.randint(10, (5,))
b = a + (torch.randn(50, 1) * 5).long()
print(torch.mode(b, 0))
print(modes(b, 0))
c = torch.tensor([[3, 1, 3, 2, 2, 1, 3, 2] * 4, [5] * 16 + [4] * 16])
print(torch.mode(c, 1), c.mode())
print(torch.mode(torch.tensor([2.5, float("nan"), 2.5, float("nan"), 1.0] * 5)))
print(torch.mode(torch.tensor([1, 1, 2, 2])), torch.mode(torch.tensor(7)))
