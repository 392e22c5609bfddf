import torch


@torch.jit.script
def wheres(x: torch.Tensor):
    return torch.where(x > 0, x, torch.zeros_like(x)), torch.where(x > 0, x, 0.5), torch.where(x < 0, 1, 0), torch.where(x != 0)


@torch.jit.script
def gathers(x: torch.Tensor, idx: torch.Tensor):
    g = x.gather(1, idx)
    s = torch.zeros(2, 3).scatter(1, idx, 1.0)
    s2 = torch.zeros(2, 3).scatter_add(1, idx, torch.ones(2, 2))
    s3 = torch.zeros(2, 3, dtype=torch.long).scatter_(1, idx, torch.tensor([[5, 6], [7, 8]]))
    return g, s, s2, s3


x = torch.tensor([[-1.0, 2.0, 0.0], [3.0, -4.0, 5.0]])
for r in wheres(x):
    print(r)
idx = torch.tensor([[0, 2], [1, 1]])
for r in gathers(x, idx):
    print(r)
